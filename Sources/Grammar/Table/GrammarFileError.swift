/// A mistake in a grammar file, with where it is. Shown as `file:line:column: message`.
public struct GrammarFileError: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
