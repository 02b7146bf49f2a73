//! A parse error's structured form: what the parser expected where it
//! stopped and what it found there, as codes and tokens, so that a shell
//! can word it in any language (the page does, from its string tables),
//! and the core's own wording of it in English and Chinese.

use super::lexer::Tok;

/// What the parser expected where it stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// This token (`)`, `;`, `{`, …).
    Token(&'static str),
    /// `;` at the end of a statement.
    StatementEnd,
    /// `;`, `,` or `=` after a declaration.
    DeclarationEnd,
    /// `{` starting a function's body.
    FunctionBody,
    /// `}` closing the class.
    ClassEnd,
    /// A field or a function of the class (not a nested class).
    Member,
    /// A statement (an `else` with no `if` before it was found).
    ElseWithoutIf,
    /// A type (int, boolean, …).
    Type,
    /// One of the types the interpreter knows (a lower-case word was found).
    KnownType,
    /// The type after `new`.
    NewType,
    /// `[` or `(` after the type of `new`.
    NewSuffix,
    /// A variable before `++`/`--`.
    IncDecTarget,
    /// An expression.
    Expression,
    /// The class's name.
    ClassName,
    /// A field name after `this.`.
    ThisField,
    /// `.` after `this` (only `this.field` is supported).
    ThisDot,
    /// A field or method name after `.`.
    MemberName,
    /// A name for a variable or a function.
    Name,
    /// A parameter's name.
    ParameterName,
    /// A variable's name.
    VariableName,
}

impl Expected {
    /// Its code, for shells that word it themselves: `token` (see
    /// [`token`](Self::token)), `statement-end`, `declaration-end`, …
    pub fn code(self) -> &'static str {
        match self {
            Expected::Token(_) => "token",
            Expected::StatementEnd => "statement-end",
            Expected::DeclarationEnd => "declaration-end",
            Expected::FunctionBody => "function-body",
            Expected::ClassEnd => "class-end",
            Expected::Member => "member",
            Expected::ElseWithoutIf => "else-without-if",
            Expected::Type => "type",
            Expected::KnownType => "known-type",
            Expected::NewType => "new-type",
            Expected::NewSuffix => "new-suffix",
            Expected::IncDecTarget => "inc-dec-target",
            Expected::Expression => "expression",
            Expected::ClassName => "class-name",
            Expected::ThisField => "this-field",
            Expected::ThisDot => "this-dot",
            Expected::MemberName => "member-name",
            Expected::Name => "name",
            Expected::ParameterName => "parameter-name",
            Expected::VariableName => "variable-name",
        }
    }

    /// The token expected, for [`Expected::Token`].
    pub fn token(self) -> Option<&'static str> {
        match self {
            Expected::Token(t) => Some(t),
            _ => None,
        }
    }

    /// Whether what is missing belongs right after the previous token (a
    /// `;` or a closing bracket): the error is placed there, not at the
    /// token found, which may be lines further on.
    pub(crate) fn ends_previous(self) -> bool {
        matches!(
            self,
            Expected::Token(";" | ")" | "]" | "}")
                | Expected::StatementEnd
                | Expected::DeclarationEnd
                | Expected::ClassEnd
        )
    }

    /// In English ("`;` at the end of the statement").
    pub fn en(self) -> String {
        let words = match self {
            Expected::Token(t) => return format!("`{t}`"),
            Expected::StatementEnd => "`;` at the end of the statement",
            Expected::DeclarationEnd => "`;`, `,` or `=` after the declaration",
            Expected::FunctionBody => "`{` to start the function's body",
            Expected::ClassEnd => "`}` to close the class",
            Expected::Member => "a field or a function (a nested class is not supported)",
            Expected::ElseWithoutIf => "a statement (this `else` has no `if` before it)",
            Expected::Type => "a type (int, boolean, …)",
            Expected::KnownType => "a type (int, long, short, byte, boolean, char, String, int[], ArrayList<…>, vector<…>)",
            Expected::NewType => "a type after `new`",
            Expected::NewSuffix => "`[` or `(` after the type of `new`",
            Expected::IncDecTarget => "a variable before `++`/`--`",
            Expected::Expression => "an expression",
            Expected::ClassName => "a class name",
            Expected::ThisField => "a field name after `this.`",
            Expected::ThisDot => "`.` after `this` (only `this.field` is supported)",
            Expected::MemberName => "a field or method name after `.`",
            Expected::Name => "a name for a variable or function",
            Expected::ParameterName => "a parameter name",
            Expected::VariableName => "a variable name",
        };
        words.to_string()
    }

    /// In Chinese ("语句末尾的 `;`"; a bare token keeps a space before it).
    pub fn zh(self) -> String {
        let words = match self {
            Expected::Token(t) => return format!(" `{t}`"),
            Expected::StatementEnd => "语句末尾的 `;`",
            Expected::DeclarationEnd => "声明后面的 `;`、`,` 或 `=`",
            Expected::FunctionBody => "开始函数体的 `{`",
            Expected::ClassEnd => "结束类的 `}`",
            Expected::Member => "字段或函数（不支持嵌套类）",
            Expected::ElseWithoutIf => "语句（这个 `else` 前面没有 `if`）",
            Expected::Type => "类型（`int`、`boolean`、…）",
            Expected::KnownType => "类型（`int`、`long`、`short`、`byte`、`boolean`、`char`、`String`、`int[]`、`ArrayList<…>`、`vector<…>`）",
            Expected::NewType => "`new` 后面的类型",
            Expected::NewSuffix => "`new` 的类型后面的 `[` 或 `(`",
            Expected::IncDecTarget => "`++`/`--` 前面的变量",
            Expected::Expression => "表达式",
            Expected::ClassName => "类名",
            Expected::ThisField => "`this.` 后面的字段名",
            Expected::ThisDot => "`this` 后面的 `.`（只支持 `this.字段`）",
            Expected::MemberName => "`.` 后面的字段名或方法名",
            Expected::Name => "变量名或函数名",
            Expected::ParameterName => "参数名",
            Expected::VariableName => "变量名",
        };
        words.to_string()
    }
}

/// What the parser found where it expected something else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A word: a name or a keyword.
    Word(String),
    /// An operator or a bracket.
    Symbol(&'static str),
    /// A whole number.
    Number(i64),
    /// A character literal (`'Q'`).
    Character,
    /// A string literal (`"Q"`).
    Text,
    /// The end of the program.
    End,
}

impl Found {
    pub(crate) fn of(tok: &Tok) -> Found {
        match tok {
            Tok::Ident(s) => Found::Word(s.clone()),
            Tok::Int(v, _) => Found::Number(*v),
            Tok::Char(_) => Found::Character,
            Tok::Str(_) => Found::Text,
            Tok::Punct(p) => Found::Symbol(p),
            Tok::Eof => Found::End,
        }
    }

    /// Its kind, for shells that word it themselves: `word`, `symbol`,
    /// `number`, `character`, `string` or `end`.
    pub fn kind(&self) -> &'static str {
        match self {
            Found::Word(_) => "word",
            Found::Symbol(_) => "symbol",
            Found::Number(_) => "number",
            Found::Character => "character",
            Found::Text => "string",
            Found::End => "end",
        }
    }

    /// Its text: the word, the symbol, the number in decimal; `None` for the others.
    pub fn text(&self) -> Option<String> {
        match self {
            Found::Word(s) => Some(s.clone()),
            Found::Symbol(p) => Some(p.to_string()),
            Found::Number(v) => Some(v.to_string()),
            _ => None,
        }
    }

    /// In English ("`x`", "the number 3", "the end of the program").
    pub fn en(&self) -> String {
        match self {
            Found::Word(_) | Found::Symbol(_) => format!("`{}`", self.text().unwrap_or_default()),
            Found::Number(v) => format!("the number {v}"),
            Found::Character => "a character literal".into(),
            Found::Text => "a string literal".into(),
            Found::End => "the end of the program".into(),
        }
    }

    /// In Chinese ("数字 3"; a word or a symbol keeps a space before it).
    pub fn zh(&self) -> String {
        match self {
            Found::Word(_) | Found::Symbol(_) => {
                format!(" `{}`", self.text().unwrap_or_default())
            }
            Found::Number(v) => format!("数字 {v}"),
            Found::Character => "字符字面量".into(),
            Found::Text => "字符串字面量".into(),
            Found::End => "程序结尾".into(),
        }
    }
}

/// The structured form of a parse error "expected …, found …".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Syntax {
    /// What the parser expected.
    pub expected: Expected,
    /// What it found instead.
    pub found: Found,
}

impl Syntax {
    /// "expected `;` at the end of the statement, found `x`".
    pub fn en(&self) -> String {
        format!("expected {}, found {}", self.expected.en(), self.found.en())
    }

    /// "这里应为语句末尾的 `;`，实际是 `x`".
    pub fn zh(&self) -> String {
        format!("这里应为{}，实际是{}", self.expected.zh(), self.found.zh())
    }
}
