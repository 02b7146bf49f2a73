//! Parse errors of edited programs as a learner meets them: where they are
//! reported (a missing `;` or `)` on the line where it belongs, right
//! after the token before it, not where the next token happens to be), in
//! structured form (what was expected and what was found, as codes and
//! tokens, for shells that word them in their own languages), and worded
//! wholly in Chinese by the core.

use nqueens_lab::programs::{
    Expected, Found, ProgramError, ProgramErrorKind, ProgramRun, Syntax, View,
};

/// The built-in source of `view` in English with `from` replaced by `to` once.
fn edited(view: &str, from: &str, to: &str) -> String {
    let src = View::from_name(view).unwrap().source("en").unwrap();
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

fn parse_error(view: &str, source: &str) -> ProgramError {
    match ProgramRun::with_source(view, source, 4) {
        Err(nqueens_lab::Error::Program(e)) => e,
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("the program parsed"),
    }
}

/// Where `needle` ends in `source`, counted independently of the lexer:
/// (1-based line, 1-based column right after its last character).
fn after(source: &str, needle: &str) -> (u32, u32) {
    let (k, line) = source
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle}"));
    let col = line.find(needle).unwrap() + needle.chars().count() + 1;
    (k as u32 + 1, col as u32)
}

#[test]
fn a_missing_semicolon_is_reported_right_after_the_token_before_it() {
    // `ways++` then `show();` on the next line: the `;` belongs on line 17
    let src = edited("recursive", "ways++;", "ways++");
    let e = parse_error("recursive", &src);
    assert_eq!(e.kind, ProgramErrorKind::Parse);
    assert_eq!((e.line, e.column), after(&src, "ways++"));
    assert_eq!((e.line, e.column), (17, 15));
    // a declaration, with a comment and a blank line before the next token
    let src = edited("recursive", "int ways;", "int ways");
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), after(&src, "int ways"));
    // `return true` before the closing brace
    let src = edited("recursive", "return true;", "return true");
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), after(&src, "return true"));
    // C: the last statement of an `else` in a `for` body, `}` the next token
    let src = edited("brute", "output();", "output()");
    let e = parse_error("brute", &src);
    assert_eq!((e.line, e.column), after(&src, "output()"));
    assert_eq!(e.line, 19);
    // on the same line: right after the token before it
    let src = edited(
        "recursive",
        "queens[row] = col;",
        "queens[row] = col place(0);",
    );
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), after(&src, "queens[row] = col"));
}

#[test]
fn a_missing_closing_parenthesis_is_reported_where_it_belongs() {
    // the call is not closed at the end of line 24; `}` is found on line 25
    let src = edited("recursive", "place(row + 1);", "place(row + 1");
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), after(&src, "place(row + 1"));
    assert_eq!(e.line, 24);
    // on one line: right after `)` of the call, not at the `{` after a space
    let src = edited(
        "recursive",
        "if (isValid(row, col)) {",
        "if (isValid(row, col) {",
    );
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), after(&src, "if (isValid(row, col)"));
    assert_eq!(e.message, "expected `)`, found `{`");
    // a closing brace missing at the end: after the last token, not at the end of the text
    let src = format!(
        "{}\n\n\n",
        edited(
            "recursive",
            "System.out.println(\"---------------------------\");\n}",
            "System.out.println(\"---------------------------\");"
        )
    );
    let e = parse_error("recursive", &src);
    let last = "System.out.println(\"---------------------------\");";
    assert_eq!((e.line, e.column), after(&src, last));
    assert_eq!(e.line, 53);
    assert_eq!(
        e.syntax.unwrap(),
        Syntax {
            expected: Expected::Token("}"),
            found: Found::End
        }
    );
}

#[test]
fn what_was_expected_elsewhere_is_reported_at_the_token_found() {
    // a missing `(` is where the token found is
    let src = edited("recursive", "if (n < 1) return;", "if n < 1) return;");
    let e = parse_error("recursive", &src);
    assert_eq!((e.line, e.column), (8, 8));
    let syntax = e.syntax.unwrap();
    assert_eq!(syntax.expected, Expected::Token("("));
    assert_eq!(syntax.found, Found::Word("n".into()));
}

/// (edit of the recursive view, what was expected, what was found)
fn structured_cases() -> Vec<(String, Expected, Found)> {
    let r = |from: &str, to: &str| edited("recursive", from, to);
    vec![
        (
            r("ways++;", "ways++"),
            Expected::StatementEnd,
            Found::Word("show".into()),
        ),
        (
            r("int ways;", "int ways"),
            Expected::DeclarationEnd,
            Found::Word("void".into()),
        ),
        (
            r("return true;", "return true"),
            Expected::Token(";"),
            Found::Symbol("}"),
        ),
        (
            r("ways++;", "ways++ 3;"),
            Expected::StatementEnd,
            Found::Number(3),
        ),
        (
            r("ways++;", "ways++ 'Q';"),
            Expected::StatementEnd,
            Found::Character,
        ),
        (
            r("ways++;", "ways++ \"Q\";"),
            Expected::StatementEnd,
            Found::Text,
        ),
        (
            r("place(0);", "place(;"),
            Expected::Expression,
            Found::Symbol(";"),
        ),
        (
            r("ways++;", "else ways++;"),
            Expected::ElseWithoutIf,
            Found::Word("else".into()),
        ),
        (
            r("void show() {", "void show()"),
            Expected::FunctionBody,
            Found::Word("for".into()),
        ),
        (
            r("queens = new int[n];", "queens = new int;"),
            Expected::NewSuffix,
            Found::Symbol(";"),
        ),
        (
            r("queens = new int[n];", "queens = new 3;"),
            Expected::NewType,
            Found::Number(3),
        ),
        (
            r("void place(int row) {", "void place(int) {"),
            Expected::ParameterName,
            Found::Symbol(")"),
        ),
        (r("int ways;", "int 3;"), Expected::Name, Found::Number(3)),
        (
            r("int ways;", "foo ways;"),
            Expected::KnownType,
            Found::Word("foo".into()),
        ),
        (
            r("int ways;", "int ways, ;"),
            Expected::VariableName,
            Found::Symbol(";"),
        ),
        (r("int ways;", "3;"), Expected::Type, Found::Number(3)),
        (
            r("ways++;", "ways.;"),
            Expected::MemberName,
            Found::Symbol(";"),
        ),
        (r("ways++;", "this;"), Expected::ThisDot, Found::Symbol(";")),
        (
            r("ways++;", "this.3;"),
            Expected::ThisField,
            Found::Number(3),
        ),
        (
            r("ways++;", "(1)++;"),
            Expected::IncDecTarget,
            Found::Symbol("++"),
        ),
        (
            format!("class S {{\n{}", r("", "")),
            Expected::ClassEnd,
            Found::End,
        ),
        (
            format!("class {{\n{}}}", r("", "")),
            Expected::ClassName,
            Found::Symbol("{"),
        ),
        (
            format!("class S {{\nclass T {{}}\n{}}}", r("", "")),
            Expected::Member,
            Found::Word("class".into()),
        ),
    ]
}

#[test]
fn a_parse_error_gives_what_was_expected_and_what_was_found_as_codes() {
    for (src, expected, found) in structured_cases() {
        let e = parse_error("recursive", &src);
        let syntax = e.syntax.clone().unwrap_or_else(|| panic!("{e:?}"));
        assert_eq!(
            (syntax.expected, &syntax.found),
            (expected, &found),
            "{e:?}"
        );
        // the core's own wording is the structured form's
        assert_eq!(e.message, syntax.en());
        assert_eq!(e.message_zh, syntax.zh());
    }
    let syntax = Syntax {
        expected: Expected::StatementEnd,
        found: Found::Number(3),
    };
    assert_eq!(
        (syntax.expected.code(), syntax.expected.token()),
        ("statement-end", None)
    );
    assert_eq!(
        (syntax.found.kind(), syntax.found.text()),
        ("number", Some("3".into()))
    );
    assert_eq!(Expected::Token(")").token(), Some(")"));
    assert_eq!(Found::End.text(), None);
    // other parse errors have no structured form: their words say it all
    let e = parse_error(
        "recursive",
        &edited("recursive", "ways++;", "switch (ways) {}"),
    );
    assert_eq!(e.syntax, None);
}

/// The text with its code spans (`…`) taken out.
fn outside_code(text: &str) -> String {
    text.split('`').step_by(2).collect()
}

#[test]
fn the_chinese_wording_has_no_english_outside_code() {
    let mut codes = std::collections::HashSet::new();
    for (src, expected, _) in structured_cases() {
        let e = parse_error("recursive", &src);
        let prose = outside_code(&e.message_zh);
        assert!(
            !prose.chars().any(|c| c.is_ascii_alphabetic()),
            "{}",
            e.message_zh
        );
        assert!(e.message_zh.starts_with("这里应为"), "{}", e.message_zh);
        codes.insert(expected.code());
    }
    // every kind of expectation the parser has was met above (Token once)
    assert_eq!(codes.len(), 20, "{codes:?}");
}

#[test]
fn a_value_of_the_wrong_type_is_worded_without_a_wrong_article() {
    // `queens[row] = true;` in Java: a boolean into an int cell. The message
    // named the type after "a" ("cannot be stored in a int"), and "stored"
    // said nothing of a return value or an argument, which take the same path.
    let src = edited("recursive", "queens[row] = col;", "queens[row] = true;");
    let e = parse_error("recursive", &src);
    assert_eq!(
        e.message,
        "a value of type boolean cannot be converted to type int"
    );
    let src = edited("recursive", "return true;\n}", "return 1;\n}");
    let e = parse_error("recursive", &src);
    assert_eq!(
        e.message,
        "a value of type int cannot be converted to type boolean"
    );
}
