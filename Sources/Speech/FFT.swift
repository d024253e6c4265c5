import Foundation

/// An iterative radix-2 complex FFT of one size.
struct FFT: Sendable {
    let size: Int
    private let cosines: [Float], sines: [Float]
    private let reversed: [Int]

    init(size: Int) {
        precondition(size > 1 && size & (size - 1) == 0, "FFT sizes are powers of two")
        self.size = size
        cosines = (0..<size / 2).map { Float(cos(2 * Double.pi * Double($0) / Double(size))) }
        sines = (0..<size / 2).map { Float(sin(2 * Double.pi * Double($0) / Double(size))) }
        let bits = size.trailingZeroBitCount
        reversed = (0..<size).map { i in
            var r = 0
            for b in 0..<bits where i & (1 << b) != 0 { r |= 1 << (bits - 1 - b) }
            return r
        }
    }

    /// |X(k)|² for k in 0…size/2 of a real input (windowed already).
    func powerSpectrum(_ x: [Float]) -> [Float] {
        var re = x, im = [Float](repeating: 0, count: size)
        transform(&re, &im, inverse: false)
        return (0...size / 2).map { re[$0] * re[$0] + im[$0] * im[$0] }
    }

    /// In place; the inverse is scaled by 1/size.
    func transform(_ re: inout [Float], _ im: inout [Float], inverse: Bool) {
        for i in 0..<size where i < reversed[i] {
            re.swapAt(i, reversed[i])
            im.swapAt(i, reversed[i])
        }
        let sign: Float = inverse ? 1 : -1
        var span = 1
        while span < size {
            let step = size / (span * 2)
            var start = 0
            while start < size {
                for j in 0..<span {
                    let wr = cosines[j * step], wi = sign * sines[j * step]
                    let a = start + j, b = a + span
                    let tr = re[b] * wr - im[b] * wi
                    let ti = re[b] * wi + im[b] * wr
                    re[b] = re[a] - tr
                    im[b] = im[a] - ti
                    re[a] += tr
                    im[a] += ti
                }
                start += span * 2
            }
            span *= 2
        }
        if inverse {
            let scale = 1 / Float(size)
            for i in 0..<size {
                re[i] *= scale
                im[i] *= scale
            }
        }
    }
}
