//! The names an edited text gives the built-in program's variables and
//! functions. A learner who writes `c` for `col` everywhere still runs the
//! same search: the hooks find their statements again once the edited
//! names are read as the original ones, and read the variables under
//! their new names.
//!
//! The two token streams are aligned (a weighted longest common
//! subsequence: equal tokens weigh most, two different names less, and
//! nothing else aligns), and a pair of names is a rename only when every
//! aligned use agrees: each original name always meets the same edited
//! name, and that edited name meets no other. A name renamed in one
//! function and kept in another is therefore not a rename anywhere.

use super::lexer::{Tok, Token};
use std::collections::HashMap;

/// Longer edited texts are not compared (an edited text this much longer
/// than the original is not a renamed copy of it), which also bounds the
/// alignment's table.
const MAX_LENGTH_RATIO: usize = 3;

/// Weights of the alignment: an equal token, and two different names.
const SAME: u32 = 3;
const RENAMED: u32 = 2;

/// The renames from the `original` tokens to the `edited` ones, as
/// `(original name, edited name)` pairs (sorted, each name once).
pub(crate) fn renames(original: &[Token], edited: &[Token]) -> Vec<(String, String)> {
    let a: Vec<&Tok> = original.iter().map(|t| &t.tok).collect();
    let b: Vec<&Tok> = edited.iter().map(|t| &t.tok).collect();
    if a.is_empty() || b.is_empty() || b.len() > MAX_LENGTH_RATIO * a.len() + 100 {
        return Vec::new();
    }
    let mut met: HashMap<&str, Option<&str>> = HashMap::new();
    let mut met_by: HashMap<&str, Option<&str>> = HashMap::new();
    for (x, y) in aligned_names(&a, &b) {
        for (map, from, to) in [(&mut met, x, y), (&mut met_by, y, x)] {
            let entry = map.entry(from).or_insert(Some(to));
            if *entry != Some(to) {
                *entry = None; // meets two names: not a rename
            }
        }
    }
    let mut pairs: Vec<(String, String)> = met
        .iter()
        .filter_map(|(&x, &y)| {
            let y = y?;
            (x != y && met_by.get(y) == Some(&Some(x))).then(|| (x.to_string(), y.to_string()))
        })
        .collect();
    pairs.sort();
    pairs
}

/// How a text with these `renames` spells the original's `name`.
pub(crate) fn spelling<'a>(renames: &'a [(String, String)], name: &'a str) -> &'a str {
    renames
        .iter()
        .find(|(original, _)| original == name)
        .map_or(name, |(_, edited)| edited)
}

/// The edited tokens with each renamed name spelled as in the original.
pub(crate) fn spelled_as_original(edited: &[Token], renames: &[(String, String)]) -> Vec<Token> {
    let back: HashMap<&str, &str> = renames
        .iter()
        .map(|(x, y)| (y.as_str(), x.as_str()))
        .collect();
    edited
        .iter()
        .map(|t| match &t.tok {
            Tok::Ident(name) => match back.get(name.as_str()) {
                Some(original) => Token {
                    tok: Tok::Ident((*original).to_string()),
                    ..t.clone()
                },
                None => t.clone(),
            },
            _ => t.clone(),
        })
        .collect()
}

/// The pairs of names the best alignment of `a` and `b` puts together.
fn aligned_names<'t>(a: &[&'t Tok], b: &[&'t Tok]) -> Vec<(&'t str, &'t str)> {
    let weight = |x: &Tok, y: &Tok| match (x, y) {
        _ if x == y => Some(SAME),
        (Tok::Ident(_), Tok::Ident(_)) => Some(RENAMED),
        _ => None,
    };
    // score[i][j]: the best alignment of a[i..] and b[j..].
    let width = b.len() + 1;
    let mut score = vec![0u32; (a.len() + 1) * width];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            let skip = score[(i + 1) * width + j].max(score[i * width + j + 1]);
            let take = weight(a[i], b[j]).map_or(0, |w| w + score[(i + 1) * width + j + 1]);
            score[i * width + j] = skip.max(take);
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let here = score[i * width + j];
        match weight(a[i], b[j]) {
            Some(w) if here == w + score[(i + 1) * width + j + 1] => {
                if let (Tok::Ident(x), Tok::Ident(y)) = (a[i], b[j]) {
                    pairs.push((x.as_str(), y.as_str()));
                }
                i += 1;
                j += 1;
            }
            _ if here == score[(i + 1) * width + j] => i += 1,
            _ => j += 1,
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::lexer::lex;

    fn renames_of(original: &str, edited: &str) -> Vec<(String, String)> {
        renames(&lex(original).unwrap(), &lex(edited).unwrap())
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(x, y)| (x.to_string(), y.to_string()))
            .collect()
    }

    #[test]
    fn a_name_changed_everywhere_is_a_rename() {
        let original = "void f(int row) { int col = 0; a[row] = col; g(row + 1); }";
        let edited = "void f(int r) { int c = 0; a[r] = c; g(r + 1); }";
        assert_eq!(
            renames_of(original, edited),
            pairs(&[("col", "c"), ("row", "r")])
        );
    }

    #[test]
    fn renames_are_found_around_added_and_deleted_statements() {
        let original = "void f(int row) { int col = 0; a[row] = col; g(row + 1); }";
        let edited = "void f(int r) { int c = 0; print(c); a[r] = c; }";
        assert_eq!(
            renames_of(original, edited),
            pairs(&[("col", "c"), ("row", "r")])
        );
    }

    #[test]
    fn two_names_swapped_are_two_renames() {
        let original = "void f(int row, int col) { a[row] = col; }";
        let edited = "void f(int col, int row) { a[col] = row; }";
        assert_eq!(
            renames_of(original, edited),
            pairs(&[("col", "row"), ("row", "col")])
        );
    }

    #[test]
    fn a_name_renamed_in_one_place_only_is_not_a_rename() {
        // `i` is kept in g and renamed in f: neither reading is safe.
        let original = "void f() { int i = 0; a[i] = 1; } void g() { int i = 1; b[i] = 2; }";
        let edited = "void f() { int j = 0; a[j] = 1; } void g() { int i = 1; b[i] = 2; }";
        assert_eq!(renames_of(original, edited), pairs(&[]));
        // Two original names merged into one edited name: not a rename either.
        let original = "void f(int row, int col) { a[row] = col; }";
        let edited = "void f(int x, int x) { a[x] = x; }";
        assert_eq!(renames_of(original, edited), pairs(&[]));
    }

    #[test]
    fn unchanged_and_unrelated_texts_have_no_renames() {
        let text = "void f(int row) { a[row] = 1; }";
        assert_eq!(renames_of(text, text), pairs(&[]));
        assert_eq!(renames_of(text, "1 + 2;"), pairs(&[]));
    }

    #[test]
    fn spelled_as_original_reads_the_renamed_names_back() {
        let edited = lex("a[r] = c; int col = 1;").unwrap();
        let back = spelled_as_original(&edited, &pairs(&[("row", "r")]));
        let names: Vec<&str> = back
            .iter()
            .filter_map(|t| match &t.tok {
                Tok::Ident(n) => Some(n.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(names, ["a", "row", "c", "int", "col"]);
        assert_eq!((back[2].line, back[2].col), (edited[2].line, edited[2].col));
    }
}
