/// An error the CLI reports on one line (`Error: …`) with a non-zero exit.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
