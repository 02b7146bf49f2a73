//! Source text to tokens, each with its line and column (1-based, in
//! characters), so that every parse error can point at the place.

use super::ProgramError;

/// The largest source text accepted, in bytes: the notes' programs are
/// about 2 kB, an edited one has room to grow, a pasted novel does not.
pub const MAX_SOURCE_BYTES: usize = 64 * 1024;

/// The longest name (of a variable, a function, a type) accepted.
const MAX_NAME_CHARS: usize = 100;

/// One token of the source.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    Ident(String),
    Int(i64, bool),
    Char(u32),
    Str(String),
    Punct(&'static str),
    Eof,
}

/// A token, where it starts and where it ends (the line and column
/// right after its last character).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
    pub end_line: u32,
    pub end_col: u32,
}

/// Longest first, so that `>>>=` wins over `>>`.
const PUNCTS: &[&str] = &[
    ">>>=", "<<=", ">>=", ">>>", "...", "->", "::", "++", "--", "&&", "||", "==", "!=", "<=", ">=",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "{", "}", "(", ")", "[", "]", ";",
    ",", ".", "=", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "?", ":", "#", "@",
];

/// Splits `src` into tokens (comments dropped), ending with `Tok::Eof`.
pub(crate) fn lex(src: &str) -> Result<Vec<Token>, ProgramError> {
    if src.len() > MAX_SOURCE_BYTES {
        return Err(ProgramError::parse(
            1,
            1,
            msg!(
                "the program is {} bytes long; at most {MAX_SOURCE_BYTES} are allowed",
                "程序有 {} 字节，最多允许 {MAX_SOURCE_BYTES} 字节",
                src.len()
            ),
        ));
    }
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    while i < chars.len() {
        let c = chars[i];
        let (tl, tc) = (line, col);
        let advance = |i: &mut usize, line: &mut u32, col: &mut u32, k: usize| {
            for _ in 0..k {
                if chars[*i] == '\n' {
                    *line += 1;
                    *col = 1;
                } else {
                    *col += 1;
                }
                *i += 1;
            }
        };
        if c.is_whitespace() {
            advance(&mut i, &mut line, &mut col, 1);
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut line, &mut col, 1);
            }
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'*') {
            advance(&mut i, &mut line, &mut col, 2);
            loop {
                if i >= chars.len() {
                    return Err(ProgramError::parse(
                        tl,
                        tc,
                        msg!(
                            "this comment is never closed: expected `*/`",
                            "这个注释没有结束：缺少 `*/`"
                        ),
                    ));
                }
                if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    advance(&mut i, &mut line, &mut col, 2);
                    break;
                }
                advance(&mut i, &mut line, &mut col, 1);
            }
            continue;
        }
        let tok = if c.is_ascii_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_alphanumeric() || chars[i] == '_' || chars[i] == '$')
            {
                i += 1;
            }
            if i - start > MAX_NAME_CHARS {
                return Err(ProgramError::parse(
                    tl,
                    tc,
                    msg!(
                        "a name longer than {MAX_NAME_CHARS} characters is not supported",
                        "不支持超过 {MAX_NAME_CHARS} 个字符的名字"
                    ),
                ));
            }
            let word: String = chars[start..i].iter().collect();
            col += (i - start) as u32;
            Tok::Ident(word)
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let text: String = chars[start..i].iter().filter(|&&c| c != '_').collect();
            col += (i - start) as u32;
            let (digits, long) = match text.strip_suffix(['L', 'l']) {
                Some(d) => (d.to_string(), true),
                None => (text.clone(), false),
            };
            let value = if let Some(hex) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
                i64::from_str_radix(hex, 16).ok()
            } else if let Some(bin) = digits.strip_prefix("0b").or(digits.strip_prefix("0B")) {
                i64::from_str_radix(bin, 2).ok()
            } else {
                digits.parse::<i64>().ok()
            };
            match value {
                Some(v) if long || v <= u32::MAX as i64 => Tok::Int(v, long),
                _ => {
                    // a literal of any length is quoted by its start
                    let text = if text.chars().count() > 24 {
                        format!("{}…", text.chars().take(24).collect::<String>())
                    } else {
                        text
                    };
                    return Err(ProgramError::parse(
                        tl,
                        tc,
                        msg!("`{text}` is not a whole number this interpreter can read (integers only, up to 64 bits)", "`{text}` 不是本解释器能读的整数（只支持整数，最多 64 位）"),
                    ));
                }
            }
        } else if c == '\'' || c == '"' {
            let quote = c;
            advance(&mut i, &mut line, &mut col, 1);
            let mut text = String::new();
            loop {
                let Some(&d) = chars.get(i) else {
                    return Err(ProgramError::parse(
                        tl,
                        tc,
                        msg!(
                            "this literal is never closed: expected `{quote}`",
                            "这个字面量没有结束：缺少 `{quote}`"
                        ),
                    ));
                };
                if d == '\n' {
                    return Err(ProgramError::parse(tl, tc, msg!("this literal is never closed: expected `{quote}` before the end of the line", "这个字面量没有结束：行尾之前缺少 `{quote}`")));
                }
                advance(&mut i, &mut line, &mut col, 1);
                if d == quote {
                    break;
                }
                if d == '\\' {
                    let Some(&e) = chars.get(i) else { continue };
                    advance(&mut i, &mut line, &mut col, 1);
                    text.push(match e {
                        'n' => '\n',
                        't' => '\t',
                        'r' => '\r',
                        '0' => '\0',
                        other => other,
                    });
                } else {
                    text.push(d);
                }
            }
            if quote == '"' {
                Tok::Str(text)
            } else {
                let mut it = text.chars();
                match (it.next(), it.next()) {
                    (Some(ch), None) => Tok::Char(ch as u32),
                    _ => {
                        return Err(ProgramError::parse(
                            tl,
                            tc,
                            msg!(
                                "a character literal holds exactly one character, like 'Q'",
                                "字符字面量只能有一个字符，例如 'Q'"
                            ),
                        ))
                    }
                }
            }
        } else {
            let rest: String = chars[i..chars.len().min(i + 4)].iter().collect();
            let Some(p) = PUNCTS.iter().find(|p| rest.starts_with(**p)) else {
                return Err(ProgramError::parse(
                    tl,
                    tc,
                    msg!("unexpected character `{c}`", "意外的字符 `{c}`"),
                ));
            };
            advance(&mut i, &mut line, &mut col, p.len());
            Tok::Punct(p)
        };
        out.push(Token {
            tok,
            line: tl,
            col: tc,
            end_line: line,
            end_col: col,
        });
    }
    out.push(Token {
        tok: Tok::Eof,
        line,
        col,
        end_line: line,
        end_col: col,
    });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_and_comments() {
        let t = lex("int a; // x\n  b >>= 0x1F;").unwrap();
        assert_eq!(t[3].tok, Tok::Ident("b".into()));
        assert_eq!((t[3].line, t[3].col), (2, 3));
        assert_eq!(t[4].tok, Tok::Punct(">>="));
        assert_eq!(t[5].tok, Tok::Int(31, false));
        // where each ends: right after its last character
        assert_eq!((t[1].end_line, t[1].end_col), (1, 6));
        assert_eq!((t[4].end_line, t[4].end_col), (2, 8));
        assert_eq!((t[5].end_line, t[5].end_col), (2, 13));
    }

    #[test]
    fn a_dollar_is_part_of_a_name_and_never_stalls_the_lexer() {
        let t = lex("1 $<< 2").unwrap();
        assert_eq!(t[1].tok, Tok::Ident("$".into()));
        assert_eq!(t[2].tok, Tok::Punct("<<"));
        assert_eq!(lex("a$b").unwrap()[0].tok, Tok::Ident("a$b".into()));
    }

    #[test]
    fn unclosed_string_names_its_place() {
        let e = lex("x = \"abc\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 5));
    }
}
