import PageScripts

extension PageSession {
    /// Redraws the badges after something moved them (zoom, navigation), when they are on.
    func showLabelsIfShown() async throws {
        if labelsShown { try await showLabels(true) }
    }
}
