/// `count` with `noun`, in the plural unless the count is one: "1 completion", "4 completions".
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
