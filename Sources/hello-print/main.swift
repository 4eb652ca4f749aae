// The floor `make bench` sets its budgets against: the lightest Swift program, one that only
// prints "hello", with FoundationEssentials and the Swift runtime linked statically.
import FoundationEssentials

print("hello")
