// The start-up floor for `make bench`: a release-built Swift program with Foundation linked
// that only prints "hello".
import Foundation

FileHandle.standardOutput.write(Data("hello\n".utf8))
