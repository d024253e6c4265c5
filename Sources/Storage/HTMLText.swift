/// Text made safe to put in HTML, between tags or in a quoted attribute (bookmark files, the browser's list pages).
public enum HTMLText {
    public static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
