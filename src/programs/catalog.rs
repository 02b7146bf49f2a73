//! The ten code views of the notes: their source text, language, entry
//! call and the largest board each one's own arrays and masks allow.

use super::Lang;
use crate::Error;

/// One code view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum View {
    /// 004's `place`/`isValid` with `int[] queens`.
    Recursive,
    /// 004's optimisation with the boolean arrays `cols`, `leftTop`, `rightTop`.
    Booleans,
    /// 000's Java `search` with `ArrayList` add/remove.
    List,
    /// 000's C++ `n_queens` with `a[index]` overwritten.
    Cpp,
    /// 003's `backdate`, non-recursive, 1-based `a[1..n]`.
    Iterative,
    /// 003's `try(i)` with the flag arrays `b`, `c`, `d`.
    Flags,
    /// 004's bit sets, corrected.
    Bitmask,
    /// 004's bit sets exactly as printed (byte/short, bugs and all).
    BitmaskPrinted,
    /// LeetCode 52's free bits.
    Leetcode,
    /// 003's brute force `queen1`: one for loop per row (`put(i)` is loop
    /// number i), `check(a, i)` on every row from the second.
    Brute,
}

/// The views' names, as `?code=` takes them.
pub const VIEW_NAMES: &[&str] = &[
    "recursive",
    "booleans",
    "list",
    "cpp",
    "iterative",
    "flags",
    "bitmask",
    "bitmask-printed",
    "leetcode",
    "brute",
];

/// Languages of the comments of the sources.
pub const SOURCE_LANGUAGES: &[&str] = &["zh", "en"];

impl View {
    /// Every view, in [`VIEW_NAMES`] order.
    pub const ALL: [View; 10] = [
        View::Recursive,
        View::Booleans,
        View::List,
        View::Cpp,
        View::Iterative,
        View::Flags,
        View::Bitmask,
        View::BitmaskPrinted,
        View::Leetcode,
        View::Brute,
    ];

    /// The view of a name in [`VIEW_NAMES`].
    ///
    /// ```
    /// use nqueens_lab::programs::View;
    /// assert_eq!(View::from_name("bitmask-printed")?, View::BitmaskPrinted);
    /// assert!(View::from_name("quick").is_err());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn from_name(name: &str) -> Result<View, Error> {
        VIEW_NAMES
            .iter()
            .position(|n| *n == name)
            .map(|k| View::ALL[k])
            .ok_or_else(|| Error::UnknownName {
                kind: "code view",
                name: name.chars().take(64).collect(),
                allowed: VIEW_NAMES,
            })
    }

    /// Its name.
    pub fn name(self) -> &'static str {
        VIEW_NAMES[View::ALL.iter().position(|v| *v == self).expect("in ALL")]
    }

    /// The language it is written in.
    pub fn lang(self) -> Lang {
        match self {
            View::Recursive
            | View::Booleans
            | View::List
            | View::Bitmask
            | View::BitmaskPrinted
            | View::Leetcode => Lang::Java,
            View::Cpp => Lang::Cpp,
            View::Iterative | View::Flags | View::Brute => Lang::C,
        }
    }

    /// The function the run starts with (called with `n`, or with nothing
    /// for the C programs, which read `n` with `input(n)`).
    pub fn entry(self) -> &'static str {
        match self {
            View::Recursive | View::Booleans | View::Bitmask | View::BitmaskPrinted => {
                "placeQueens"
            }
            View::List | View::Cpp => "solveNQueens",
            View::Leetcode => "totalNQueens",
            View::Iterative => "queen2",
            View::Flags => "queen3",
            View::Brute => "queen1",
        }
    }

    /// The entry call as the notes write it, for display.
    pub fn entry_call(self) -> &'static str {
        match self {
            View::Recursive | View::Booleans | View::Bitmask | View::BitmaskPrinted => {
                "placeQueens(n)"
            }
            View::List => "new Solution().solveNQueens(n)",
            View::Cpp => "Solution().solveNQueens(n)",
            View::Leetcode => "new Solution().totalNQueens(n)",
            View::Iterative => "queen2()",
            View::Flags => "queen3()",
            View::Brute => "queen1()",
        }
    }

    /// The largest `n` the program's own data allows: `a[20]` with 1-based
    /// rows holds 19 queens; `int` masks of `2n - 1` diagonals hold 16;
    /// the brute force's `a[9]` holds 8, the notes' own size (its
    /// `check(a, i)` compares every pair of rows above: 15 712 calls at n = 8).
    pub fn max_n(self) -> usize {
        match self {
            View::Recursive | View::Booleans | View::List | View::Cpp => crate::MAX_N,
            View::Iterative | View::Flags => 19,
            View::Bitmask | View::BitmaskPrinted => 16,
            View::Leetcode => 31,
            View::Brute => 8,
        }
    }

    /// The array that holds the board, and the index of row 0 in it.
    pub fn board_array(self) -> Option<(&'static str, usize)> {
        match self {
            View::Recursive => Some(("queens", 0)),
            View::Cpp => Some(("a", 0)),
            View::Iterative | View::Flags | View::Brute => Some(("a", 1)),
            View::List => Some(("cols", 0)),
            // the queens are the frames' `col` (of `place(row)`), as in the bit-set views
            View::Booleans | View::Bitmask | View::BitmaskPrinted | View::Leetcode => None,
        }
    }

    /// The arrays besides the board whose cells the program uses only in
    /// part, at board size `n`: `(name, first, last)` (the flags view's
    /// `b[j]` for column j, `c[i + j]` and `d[i - j + n]` for the two
    /// diagonals, in arrays declared `[20]` and `[40]`).
    pub fn used_ranges(self, n: usize) -> Vec<(&'static str, usize, usize)> {
        match self {
            View::Flags => vec![("b", 1, n), ("c", 2, 2 * n), ("d", 1, 2 * n - 1)],
            _ => Vec::new(),
        }
    }

    /// Where the program keeps the row it is searching, when it tries its
    /// candidate columns in the board's array itself rather than in a
    /// local: the function and its variable holding that row's index in
    /// the array (iterative's `a[k]` in `backdate`, brute force's `a[i]`
    /// in `put(i)`, its for loop's variable). That cell is live while the row is
    /// searched, queen or not (see [`Snapshot`](super::Snapshot)'s stale cells).
    pub fn candidate_cell(self) -> Option<(&'static str, &'static str)> {
        match self {
            View::Iterative => Some(("backdate", "k")),
            View::Brute => Some(("put", "i")),
            _ => None,
        }
    }

    /// The file name of its source (in `sources/zh/` and `sources/en/`).
    pub fn file_name(self) -> &'static str {
        match self {
            View::Recursive => "recursive.java",
            View::Booleans => "booleans.java",
            View::List => "list.java",
            View::Cpp => "cpp.cpp",
            View::Iterative => "iterative.c",
            View::Flags => "flags.c",
            View::Bitmask => "bitmask.java",
            View::BitmaskPrinted => "bitmask-printed.java",
            View::Leetcode => "leetcode.java",
            View::Brute => "brute.c",
        }
    }

    /// Its source text with comments in `language` ("zh" or "en").
    pub fn source(self, language: &str) -> Result<&'static str, Error> {
        let en = match language {
            "zh" => false,
            "en" => true,
            _ => {
                return Err(Error::UnknownName {
                    kind: "source language",
                    name: language.chars().take(64).collect(),
                    allowed: SOURCE_LANGUAGES,
                })
            }
        };
        Ok(match (self, en) {
            (View::Recursive, false) => include_str!("sources/zh/recursive.java"),
            (View::Booleans, false) => include_str!("sources/zh/booleans.java"),
            (View::List, false) => include_str!("sources/zh/list.java"),
            (View::Cpp, false) => include_str!("sources/zh/cpp.cpp"),
            (View::Iterative, false) => include_str!("sources/zh/iterative.c"),
            (View::Flags, false) => include_str!("sources/zh/flags.c"),
            (View::Bitmask, false) => include_str!("sources/zh/bitmask.java"),
            (View::BitmaskPrinted, false) => include_str!("sources/zh/bitmask-printed.java"),
            (View::Leetcode, false) => include_str!("sources/zh/leetcode.java"),
            (View::Brute, false) => include_str!("sources/zh/brute.c"),
            (View::Recursive, true) => include_str!("sources/en/recursive.java"),
            (View::Booleans, true) => include_str!("sources/en/booleans.java"),
            (View::List, true) => include_str!("sources/en/list.java"),
            (View::Cpp, true) => include_str!("sources/en/cpp.cpp"),
            (View::Iterative, true) => include_str!("sources/en/iterative.c"),
            (View::Flags, true) => include_str!("sources/en/flags.c"),
            (View::Bitmask, true) => include_str!("sources/en/bitmask.java"),
            (View::BitmaskPrinted, true) => include_str!("sources/en/bitmask-printed.java"),
            (View::Leetcode, true) => include_str!("sources/en/leetcode.java"),
            (View::Brute, true) => include_str!("sources/en/brute.c"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::lexer::{lex, Tok};

    fn tokens(src: &str) -> Vec<(Tok, u32)> {
        lex(src)
            .unwrap()
            .into_iter()
            .map(|t| (t.tok, t.line))
            .collect()
    }

    /// The `en` sources are the `zh` programs with English comments: the
    /// same tokens on the same lines, so the same line steps.
    #[test]
    fn english_sources_are_the_same_programs() {
        for view in View::ALL {
            let (zh, en) = (view.source("zh").unwrap(), view.source("en").unwrap());
            assert_eq!(zh.lines().count(), en.lines().count(), "{view:?}");
            assert_eq!(tokens(zh), tokens(en), "{view:?}");
            let cjk = |c: char| {
                ('\u{3000}'..='\u{9fff}').contains(&c) || ('\u{ff00}'..='\u{ffef}').contains(&c)
            };
            for line in en.lines() {
                let comment = line.split_once("//").map_or("", |(_, c)| c);
                assert!(!comment.chars().any(cjk), "{view:?}: {line}");
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for (k, name) in VIEW_NAMES.iter().enumerate() {
            assert_eq!(View::from_name(name).unwrap(), View::ALL[k]);
            assert_eq!(View::ALL[k].name(), *name);
        }
        let e = View::from_name("nope").unwrap_err().to_string();
        assert!(e.contains("recursive, booleans, list, cpp"), "{e}");
    }
}
