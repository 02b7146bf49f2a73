//! Statements a learner writes another way with the same effect, read in
//! one form when an edited text's hooked statements are found again: a
//! step of one, `k--;`, `--k;` and `k -= 1;`, is `k = k - 1;` (the notes'
//! `backdate` writes it so; a learner often writes `k--;`), and likewise
//! for `+ 1`.

use super::lexer::{Tok, Token};

/// `tokens` with every statement that steps a variable by one written as
/// `x = x - 1;` or `x = x + 1;`. A statement is only rewritten whole (after
/// `;`, `{`, `}`, `)`, `else` or `do`, and ending in `;`), never inside an expression or a
/// `for` header's step; the new tokens keep the statement's first position.
pub(crate) fn canonical_steps(tokens: &[Token]) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        let starts_statement = out.last().is_none_or(|t| match &t.tok {
            Tok::Punct(p) => matches!(*p, ";" | "{" | "}" | ")"),
            Tok::Ident(word) => matches!(word.as_str(), "else" | "do"),
            _ => false,
        });
        if starts_statement {
            if let Some((name, op, len)) = step_at(&tokens[i..]) {
                let at = &tokens[i];
                let token = |tok: Tok| Token { tok, ..at.clone() };
                out.extend([
                    token(Tok::Ident(name.clone())),
                    token(Tok::Punct("=")),
                    token(Tok::Ident(name)),
                    token(Tok::Punct(op)),
                    token(Tok::Int(1, false)),
                ]);
                i += len; // the `;` follows as it was
                continue;
            }
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}

/// A step by one at the start of `t` (`x++`, `++x`, `x += 1`, and `-`),
/// followed by `;`: the variable, `+` or `-`, and the tokens before the `;`.
fn step_at(t: &[Token]) -> Option<(String, &'static str, usize)> {
    let tok = |k: usize| t.get(k).map(|t| &t.tok);
    let sign = |p: &str| match p {
        "++" | "+=" => Some("+"),
        "--" | "-=" => Some("-"),
        _ => None,
    };
    let (name, op, len) = match (tok(0)?, tok(1)?) {
        (Tok::Ident(x), Tok::Punct(p @ ("++" | "--"))) => (x, sign(p)?, 2),
        (Tok::Punct(p @ ("++" | "--")), Tok::Ident(x)) => (x, sign(p)?, 2),
        (Tok::Ident(x), Tok::Punct(p @ ("+=" | "-="))) => match tok(2)? {
            Tok::Int(1, _) => (x, sign(p)?, 3),
            _ => return None,
        },
        _ => return None,
    };
    (tok(len)? == &Tok::Punct(";")).then(|| (name.clone(), op, len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::lexer::lex;

    fn canonical(src: &str) -> Vec<Tok> {
        canonical_steps(&lex(src).unwrap())
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn every_step_by_one_reads_as_the_notes_write_it() {
        let notes = canonical("{ k = k - 1; }");
        for text in ["{ k--; }", "{ --k; }", "{ k -= 1; }"] {
            assert_eq!(canonical(text), notes, "{text}");
        }
        let notes = canonical("if (x) y(); else k = k - 1;");
        for text in ["if (x) y(); else k--;", "if (x) y(); else --k;"] {
            assert_eq!(canonical(text), notes, "{text}");
        }
        let up = canonical("if (x) k = k + 1;");
        for text in ["if (x) k++;", "if (x) ++k;", "if (x) k += 1;"] {
            assert_eq!(canonical(text), up, "{text}");
        }
    }

    #[test]
    fn steps_inside_expressions_and_loop_headers_are_kept() {
        for text in [
            "a[k--] = 1;",
            "for (i = 0; i < n; i++) { }",
            "x = k--;",
            "k -= 2;",
        ] {
            assert_eq!(
                canonical(text),
                lex(text)
                    .unwrap()
                    .into_iter()
                    .map(|t| t.tok)
                    .collect::<Vec<_>>(),
                "{text}"
            );
        }
    }

    #[test]
    fn the_new_tokens_keep_the_statements_position() {
        let tokens = canonical_steps(&lex("{\n  k--;\n}").unwrap());
        let k = &tokens[1];
        assert_eq!((k.line, k.col), (2, 3));
        assert!(tokens[1..6].iter().all(|t| (t.line, t.col) == (2, 3)));
    }
}
