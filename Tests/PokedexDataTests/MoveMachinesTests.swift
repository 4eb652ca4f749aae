import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// A move row's machines are kept packed and unpacked when asked for: held to the bundled file
/// split as strings, to rows written here, and to the rows that must be turned down.
@Suite struct MoveMachinesTests {
    @Test func everyMovesMachinesAreWhatSplittingItsFieldReads() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(MoveIndex.fileName))
        let moves = Dictionary(uniqueKeysWithValues: try MoveIndex.decode(data).map { ($0.id, $0) })
        var rows = 0
        var machines = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(fields.count == 13, "\(line)")
            let move = try #require(Int(fields[0]).flatMap { moves[$0] }, "\(line)")
            let pairs = fields[12].components(separatedBy: ",").filter { !$0.isEmpty }.map {
                $0.components(separatedBy: ":")
            }
            #expect(move.machines.map { [$0.versionGroup, $0.item] } == pairs, "\(line)")
            rows += 1
            machines += pairs.count
        }
        #expect(moves.count == rows && rows > 900 && machines > 2000)
    }

    static func row(machines: String) -> Data {
        Data(
            "85\tthunderbolt\tThunderbolt\telectric\tspecial\t90\t100\t15\t0\tselected-pokemon\t1\t10\t\(machines)\n"
                .utf8)
    }

    @Test(arguments: [
        ("", [String]()),
        ("red-blue:tm24", ["red-blue/tm24"]),
        ("red-blue:tm24,,yellow:tm24,", ["red-blue/tm24", "yellow/tm24"]),
        (",scarlet-violet:tm126", ["scarlet-violet/tm126"]),
        ("a:b:c", ["a/b:c"]),
    ])
    func packedMachinesUnpackAsWritten(field: String, expected: [String]) throws {
        let move = try #require(try MoveIndex.decode(Self.row(machines: field)).first)
        #expect(move.machines.map { "\($0.versionGroup)/\($0.item)" } == expected)
        // A move's machines read packed equal the same written out as a list, and survive writing.
        let written = expected.map { pair in
            let parts = pair.split(separator: "/", maxSplits: 1).map(String.init)
            return Machine(versionGroup: parts[0], item: parts[1])
        }
        #expect(move.machineList == MachineList(written))
        #expect(try MoveIndex.decode(Data(MoveIndex.encode([move]).utf8)) == [move])
    }

    @Test(arguments: ["tm24", "red-blue:tm24,tm25", "red-blue:tm24,yellow", ",tm24,"])
    func aPartWithoutAColonIsAMalformedRow(field: String) {
        #expect(throws: RepositoryError.self) { try MoveIndex.decode(Self.row(machines: field)) }
    }

    @Test func listsAndPackedTextCompareByTheirMachines() {
        let list = MachineList([Machine(versionGroup: "red-blue", item: "tm24")])
        #expect(list == MachineList(packed: "red-blue:tm24"))
        #expect(list == MachineList(packed: ",red-blue:tm24,"))
        #expect(list != MachineList(packed: "red-blue:tm25"))
        #expect(MachineList([]) == MachineList(packed: ""))
    }
}
