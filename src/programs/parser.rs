//! Tokens to a syntax tree, for the subset of C, C++ and Java the notes'
//! programs use. Anything outside it is refused by name.

use super::ast::*;
use super::lexer::{lex, Tok, Token};
use super::syntax::{Expected, Found, Syntax};
use super::{Msg, ProgramError};

/// Keywords of constructs the interpreter does not run, and why (en, zh).
const UNSUPPORTED: &[(&str, &str, &str)] = &[
    (
        "switch",
        "`switch` is not supported: use if / else",
        "不支持 `switch`：请用 if / else",
    ),
    (
        "case",
        "`case` is not supported: use if / else",
        "不支持 `case`：请用 if / else",
    ),
    (
        "do",
        "`do … while` is not supported: use while",
        "不支持 `do … while`：请用 while",
    ),
    ("goto", "`goto` is not supported", "不支持 `goto`"),
    (
        "catch",
        "exceptions (`try`/`catch`) are not supported",
        "不支持异常（`try`/`catch`）",
    ),
    (
        "throw",
        "exceptions (`throw`) are not supported",
        "不支持异常（`throw`）",
    ),
    (
        "throws",
        "exceptions (`throws`) are not supported",
        "不支持异常（`throws`）",
    ),
    ("struct", "`struct` is not supported", "不支持 `struct`"),
    ("enum", "`enum` is not supported", "不支持 `enum`"),
    ("typedef", "`typedef` is not supported", "不支持 `typedef`"),
    ("union", "`union` is not supported", "不支持 `union`"),
    (
        "interface",
        "`interface` is not supported",
        "不支持 `interface`",
    ),
    (
        "double",
        "`double` is not supported: integers only",
        "不支持 `double`：只支持整数",
    ),
    (
        "float",
        "`float` is not supported: integers only",
        "不支持 `float`：只支持整数",
    ),
    (
        "unsigned",
        "`unsigned` is not supported: signed integers only",
        "不支持 `unsigned`：只支持有符号整数",
    ),
    ("sizeof", "`sizeof` is not supported", "不支持 `sizeof`"),
    (
        "import",
        "`import` is not needed and not supported",
        "不需要也不支持 `import`",
    ),
    (
        "#",
        "preprocessor lines (`#include`, `#define`) are not supported",
        "不支持预处理行（`#include`、`#define`）",
    ),
    ("@", "annotations are not supported", "不支持注解（`@…`）"),
    (
        "->",
        "`->` (pointers to structs, lambdas) is not supported",
        "不支持 `->`（结构体指针、lambda）",
    ),
    ("::", "`::` is not supported", "不支持 `::`"),
    ("...", "`...` is not supported", "不支持 `...`"),
];

const MODIFIERS: &[&str] = &[
    "public",
    "private",
    "protected",
    "static",
    "final",
    "inline",
    "const",
];

/// Parses a whole program.
pub(crate) fn parse(src: &str) -> Result<Unit, ProgramError> {
    parse_with_tokens(src).map(|(unit, _)| unit)
}

/// Parses a whole program, and gives its tokens back too (an edited
/// program's hooks are found by them: `events::MappedHooks`).
pub(crate) fn parse_with_tokens(src: &str) -> Result<(Unit, Vec<Token>), ProgramError> {
    let tokens = lex(src)?;
    let mut p = Parser {
        t: tokens,
        i: 0,
        depth: 0,
    };
    let unit = p.unit()?;
    Ok((unit, p.t))
}

struct Parser {
    t: Vec<Token>,
    i: usize,
    depth: u32,
}

/// Nesting deeper than this is refused (the parser recurses).
const MAX_NESTING: u32 = 100;

type R<T> = Result<T, ProgramError>;

impl Parser {
    fn peek(&self) -> &Tok {
        &self.t[self.i].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.t[(self.i + k).min(self.t.len() - 1)].tok
    }
    fn pos(&self) -> Pos {
        Pos {
            line: self.t[self.i].line,
            col: self.t[self.i].col,
        }
    }
    fn bump(&mut self) -> Tok {
        let t = self.t[self.i].tok.clone();
        if self.i + 1 < self.t.len() {
            self.i += 1;
        }
        t
    }
    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == w)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// The error "expected `what`, found …" (or, when the token found is
    /// a construct outside the subset, that construct named). A `;` or a
    /// closing bracket that is missing belongs right after the previous
    /// token: the error is placed there, not at the token found, which may
    /// be on a later line.
    fn err<T>(&self, what: Expected) -> R<T> {
        let here = self.pos();
        if let Some(why) = self.unsupported_here() {
            return Err(ProgramError::parse(here.line, here.col, why));
        }
        let at = match self.i.checked_sub(1).map(|k| &self.t[k]) {
            Some(prev) if what.ends_previous() => Pos {
                line: prev.end_line,
                col: prev.end_col,
            },
            _ => here,
        };
        let syntax = Syntax {
            expected: what,
            found: Found::of(self.peek()),
        };
        Err(ProgramError::expected(at.line, at.col, syntax))
    }
    fn unsupported_here(&self) -> Option<Msg> {
        let key = match self.peek() {
            Tok::Ident(s) => s.as_str(),
            Tok::Punct(p) => p,
            _ => return None,
        };
        let key = if key == "try" && matches!(self.peek_at(1), Tok::Punct("{")) {
            "catch"
        } else {
            key
        };
        UNSUPPORTED
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, en, zh)| Msg {
                en: en.to_string(),
                zh: zh.to_string(),
            })
    }
    fn expect(&mut self, p: &'static str) -> R<()> {
        if self.eat(p) {
            Ok(())
        } else {
            self.err(Expected::Token(p))
        }
    }
    fn ident(&mut self, what: Expected) -> R<String> {
        match self.peek().clone() {
            Tok::Ident(s) if !is_reserved(&s) => {
                self.bump();
                Ok(s)
            }
            _ => self.err(what),
        }
    }
    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(ProgramError::parse(
                self.pos().line,
                self.pos().col,
                msg!(
                    "nesting deeper than {MAX_NESTING} levels (blocks, brackets, operators in one expression) is not supported",
                    "不支持超过 {MAX_NESTING} 层的嵌套（代码块、括号、同一表达式中的运算符）"
                ),
            ));
        }
        Ok(())
    }

    fn unit(&mut self) -> R<Unit> {
        let mut unit = Unit::default();
        self.skip_modifiers();
        if self.is_word("class") {
            self.bump();
            unit.class_name = Some(self.ident(Expected::ClassName)?);
            self.expect("{")?;
            while !self.is("}") {
                if matches!(self.peek(), Tok::Eof) {
                    return self.err(Expected::ClassEnd);
                }
                self.member(&mut unit)?;
            }
            self.bump();
            self.eat(";");
        }
        while !matches!(self.peek(), Tok::Eof) {
            self.member(&mut unit)?;
        }
        Ok(unit)
    }

    fn skip_modifiers(&mut self) {
        loop {
            match self.peek() {
                Tok::Ident(s) if MODIFIERS.contains(&s.as_str()) => {
                    let label = matches!(s.as_str(), "public" | "private" | "protected");
                    self.bump();
                    if label {
                        self.eat(":");
                    }
                }
                _ => return,
            }
        }
    }

    fn member(&mut self, unit: &mut Unit) -> R<()> {
        self.skip_modifiers();
        if self.is_word("class") {
            return self.err(Expected::Member);
        }
        let pos = self.pos();
        let ty = self.ty()?;
        let name_pos = self.pos();
        let name = self.ident(Expected::Name)?;
        if self.is("(") {
            self.bump();
            let mut params = Vec::new();
            if !self.is(")") {
                loop {
                    self.skip_modifiers();
                    let mut pty = self.ty()?;
                    let pname = self.ident(Expected::ParameterName)?;
                    if self.eat("[") {
                        self.expect("]")?;
                        pty = Ty::Array(Box::new(pty));
                    }
                    params.push((pty, pname));
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(")")?;
            if !self.is("{") {
                return self.err(Expected::FunctionBody);
            }
            let body = match self.block()?.kind {
                StmtKind::Block(b) => b,
                _ => unreachable!("block() returns a block"),
            };
            unit.functions.push(Function {
                name,
                ret: ty,
                params,
                body,
                pos,
            });
        } else {
            let decls = self.declarators(ty, name, name_pos)?;
            unit.globals.extend(decls);
        }
        Ok(())
    }

    /// A type: base, then `<…>` arguments, then `[]` or `*` suffixes.
    fn ty(&mut self) -> R<Ty> {
        let word = match self.peek().clone() {
            Tok::Ident(w) => w,
            _ => return self.err(Expected::Type),
        };
        let base = match word.as_str() {
            "int" | "Integer" => Ty::Int(32),
            "long" | "Long" => Ty::Int(64),
            "short" | "Short" => Ty::Int(16),
            "byte" | "Byte" => Ty::Int(8),
            "boolean" | "bool" | "Boolean" => Ty::Bool,
            "char" | "Character" => Ty::Char,
            "void" => Ty::Void,
            "String" | "string" => Ty::Str,
            "ArrayList" | "List" | "vector" => {
                self.bump();
                self.expect("<")?;
                let inner = self.ty()?;
                self.close_angle()?;
                let t = if word == "vector" {
                    Ty::Vector(Box::new(inner))
                } else {
                    Ty::List(Box::new(inner))
                };
                return self.ty_suffix(t);
            }
            _ => {
                if self.unsupported_here().is_some() {
                    return self.err(Expected::Type);
                }
                if word.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
                    Ty::Class(word.clone())
                } else {
                    return self.err(Expected::KnownType);
                }
            }
        };
        self.bump();
        self.ty_suffix(base)
    }

    fn ty_suffix(&mut self, mut t: Ty) -> R<Ty> {
        loop {
            if self.is("[") && matches!(self.peek_at(1), Tok::Punct("]")) {
                self.bump();
                self.bump();
                t = Ty::Array(Box::new(t));
            } else if self.eat("*") {
                t = Ty::Array(Box::new(t));
            } else if self.eat("&") {
                // C++ reference: the same value for our purposes
            } else {
                return Ok(t);
            }
        }
    }

    /// `>` closing a type argument list; splits `>>` of `vector<vector<int>>`.
    fn close_angle(&mut self) -> R<()> {
        if self.is(">>") {
            self.t[self.i].tok = Tok::Punct(">");
            self.t[self.i].col += 1;
            return Ok(());
        }
        self.expect(">")
    }

    fn is_type_start(&self) -> bool {
        let Tok::Ident(w) = self.peek() else {
            return false;
        };
        let builtin = matches!(
            w.as_str(),
            "int"
                | "long"
                | "short"
                | "byte"
                | "boolean"
                | "bool"
                | "char"
                | "String"
                | "string"
                | "ArrayList"
                | "List"
                | "vector"
                | "Integer"
                | "const"
                | "final"
        );
        if builtin {
            return true;
        }
        // `Foo x` or `Foo[] x`: a class type followed by a name
        w.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && (matches!(self.peek_at(1), Tok::Ident(_))
                || matches!(
                    (self.peek_at(1), self.peek_at(2)),
                    (Tok::Punct("["), Tok::Punct("]"))
                ))
    }

    fn declarators(&mut self, ty: Ty, first: String, first_pos: Pos) -> R<Vec<Decl>> {
        let mut out = Vec::new();
        let (mut name, mut pos) = (first, first_pos);
        loop {
            let mut d = Decl {
                ty: ty.clone(),
                name,
                pos,
                dims: None,
                init: None,
                ctor: None,
            };
            if self.eat("[") {
                d.dims = Some(self.expr()?);
                self.expect("]")?;
                d.ty = Ty::Array(Box::new(d.ty));
            }
            if self.eat("=") {
                d.init = Some(self.assign()?);
            } else if self.is("(") {
                self.bump();
                let args = self.args()?;
                d.ctor = Some(args);
            }
            out.push(d);
            if self.eat(",") {
                pos = self.pos();
                name = self.ident(Expected::VariableName)?;
                continue;
            }
            if self.is(";") {
                self.bump();
                return Ok(out);
            }
            return self.err(Expected::DeclarationEnd);
        }
    }

    fn args(&mut self) -> R<Vec<Expr>> {
        let mut args = Vec::new();
        if !self.is(")") {
            loop {
                args.push(self.assign()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")")?;
        Ok(args)
    }

    fn block(&mut self) -> R<Stmt> {
        let Pos { line, col } = self.pos();
        self.expect("{")?;
        let mut body = Vec::new();
        while !self.is("}") {
            if matches!(self.peek(), Tok::Eof) {
                return self.err(Expected::Token("}"));
            }
            body.push(self.stmt()?);
        }
        self.bump();
        Ok(Stmt {
            kind: StmtKind::Block(body),
            line,
            col,
        })
    }

    fn stmt(&mut self) -> R<Stmt> {
        self.enter()?;
        let r = self.stmt_inner();
        self.depth -= 1;
        r
    }

    fn stmt_inner(&mut self) -> R<Stmt> {
        let Pos { line, col } = self.pos();
        let s = |kind| Ok(Stmt { kind, line, col });
        if let Some(why) = self.unsupported_here() {
            return Err(ProgramError::parse(line, self.pos().col, why));
        }
        if self.is("{") {
            return self.block();
        }
        if self.eat(";") {
            return s(StmtKind::Empty);
        }
        let word = match self.peek() {
            Tok::Ident(w) => w.clone(),
            _ => String::new(),
        };
        match word.as_str() {
            "if" => {
                self.bump();
                self.expect("(")?;
                let c = self.expr()?;
                self.expect(")")?;
                let then = self.stmt()?;
                let other = if self.is_word("else") {
                    self.bump();
                    Some(Box::new(self.stmt()?))
                } else {
                    None
                };
                s(StmtKind::If(c, Box::new(then), other))
            }
            "while" => {
                self.bump();
                self.expect("(")?;
                let c = self.expr()?;
                self.expect(")")?;
                let body = self.stmt()?;
                s(StmtKind::While(c, Box::new(body)))
            }
            "for" => {
                self.bump();
                self.expect("(")?;
                let mut init = Vec::new();
                if self.is_type_start() {
                    init.push(self.decl_stmt()?);
                } else {
                    if !self.is(";") {
                        loop {
                            let e = self.expr()?;
                            init.push(Stmt {
                                kind: StmtKind::Expr(e),
                                line,
                                col,
                            });
                            if !self.eat(",") {
                                break;
                            }
                        }
                    }
                    self.expect(";")?;
                }
                let cond = if self.is(";") {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(";")?;
                let mut update = Vec::new();
                if !self.is(")") {
                    loop {
                        update.push(self.expr()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                }
                self.expect(")")?;
                let body = self.stmt()?;
                s(StmtKind::For {
                    init,
                    cond,
                    update,
                    body: Box::new(body),
                })
            }
            "return" => {
                self.bump();
                let e = if self.is(";") {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(";")?;
                s(StmtKind::Return(e))
            }
            "break" => {
                self.bump();
                self.expect(";")?;
                s(StmtKind::Break)
            }
            "continue" => {
                self.bump();
                self.expect(";")?;
                s(StmtKind::Continue)
            }
            "else" => self.err(Expected::ElseWithoutIf),
            _ if self.is_type_start() => self.decl_stmt(),
            _ => {
                let e = self.expr()?;
                if !self.is(";") {
                    return self.err(Expected::StatementEnd);
                }
                self.bump();
                s(StmtKind::Expr(e))
            }
        }
    }

    fn decl_stmt(&mut self) -> R<Stmt> {
        let Pos { line, col } = self.pos();
        self.skip_modifiers();
        let ty = self.ty()?;
        let pos = self.pos();
        let name = self.ident(Expected::VariableName)?;
        let decls = self.declarators(ty, name, pos)?;
        Ok(Stmt {
            kind: StmtKind::Decl(decls),
            line,
            col,
        })
    }

    fn expr(&mut self) -> R<Expr> {
        self.assign()
    }

    fn assign(&mut self) -> R<Expr> {
        self.enter()?;
        let r = self.assign_inner();
        self.depth -= 1;
        r
    }

    fn assign_inner(&mut self) -> R<Expr> {
        let lhs = self.ternary()?;
        let op = match self.peek() {
            Tok::Punct("=") => None,
            Tok::Punct(p)
                if p.len() >= 2 && p.ends_with('=') && !matches!(*p, "==" | "!=" | "<=" | ">=") =>
            {
                Some(&p[..p.len() - 1])
            }
            _ => return Ok(lhs),
        };
        let op: Option<&'static str> = op.map(static_op);
        let pos = self.pos();
        if !is_lvalue(&lhs) {
            return Err(ProgramError::parse(
                pos.line,
                pos.col,
                msg!(
                    "only a variable, a field or an array cell can be assigned to",
                    "只能给变量、字段或数组元素赋值"
                ),
            ));
        }
        self.bump();
        let rhs = self.assign()?;
        Ok(Expr {
            pos: lhs.pos,
            kind: ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)),
        })
    }

    fn ternary(&mut self) -> R<Expr> {
        let c = self.binary(0)?;
        if self.is("?") {
            self.bump();
            let a = self.assign()?;
            self.expect(":")?;
            let b = self.assign()?;
            return Ok(Expr {
                pos: c.pos,
                kind: ExprKind::Ternary(Box::new(c), Box::new(a), Box::new(b)),
            });
        }
        Ok(c)
    }

    /// A chain of binary operators; each one nests the tree one level
    /// deeper (`1 + 1 + …` is left-nested), so each counts as a level.
    fn binary(&mut self, min_prec: u8) -> R<Expr> {
        let before = self.depth;
        let r = self.binary_chain(min_prec);
        self.depth = before;
        r
    }

    fn binary_chain(&mut self, min_prec: u8) -> R<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let (op, prec) = match self.peek() {
                Tok::Punct(p) => match prec_of(p) {
                    Some(prec) if prec >= min_prec => (*p, prec),
                    _ => return Ok(lhs),
                },
                Tok::Ident(w) if w == "instanceof" => {
                    return Err(ProgramError::parse(
                        self.pos().line,
                        self.pos().col,
                        msg!("`instanceof` is not supported", "不支持 `instanceof`"),
                    ))
                }
                _ => return Ok(lhs),
            };
            self.enter()?;
            self.bump();
            let rhs = self.binary(prec + 1)?;
            lhs = Expr {
                pos: lhs.pos,
                kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
            };
        }
    }

    fn unary(&mut self) -> R<Expr> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> R<Expr> {
        let pos = self.pos();
        for op in ["!", "~", "-", "+"] {
            if self.is(op) {
                self.bump();
                let e = self.unary()?;
                return Ok(Expr {
                    pos,
                    kind: ExprKind::Unary(static_op(op), Box::new(e)),
                });
            }
        }
        for op in ["++", "--"] {
            if self.is(op) {
                self.bump();
                let e = self.unary()?;
                if !is_lvalue(&e) {
                    return Err(ProgramError::parse(
                        pos.line,
                        pos.col,
                        msg!(
                            "`{op}` needs a variable, a field or an array cell",
                            "`{op}` 需要一个变量、字段或数组元素"
                        ),
                    ));
                }
                return Ok(Expr {
                    pos,
                    kind: ExprKind::IncDec {
                        pre: true,
                        inc: op == "++",
                        target: Box::new(e),
                    },
                });
            }
        }
        // a cast: `(int) x`
        if self.is("(") {
            if let Tok::Ident(w) = self.peek_at(1) {
                let castable = matches!(w.as_str(), "int" | "long" | "short" | "byte" | "char");
                if castable && matches!(self.peek_at(2), Tok::Punct(")")) {
                    self.bump();
                    let ty = self.ty()?;
                    self.expect(")")?;
                    let e = self.unary()?;
                    return Ok(Expr {
                        pos,
                        kind: ExprKind::Cast(ty, Box::new(e)),
                    });
                }
            }
        }
        let mut e = self.primary()?;
        loop {
            let pos = self.pos();
            if self.eat("[") {
                let idx = self.expr()?;
                self.expect("]")?;
                e = Expr {
                    pos: e.pos,
                    kind: ExprKind::Index(Box::new(e), Box::new(idx)),
                };
            } else if self.eat(".") {
                let name = self.ident(Expected::MemberName)?;
                if self.eat("(") {
                    let args = self.args()?;
                    e = Expr {
                        pos,
                        kind: ExprKind::Method(Box::new(e), name, args),
                    };
                } else {
                    e = Expr {
                        pos,
                        kind: ExprKind::Member(Box::new(e), name),
                    };
                }
            } else if self.is("++") || self.is("--") {
                let inc = self.is("++");
                if !is_lvalue(&e) {
                    return self.err(Expected::IncDecTarget);
                }
                self.bump();
                e = Expr {
                    pos: e.pos,
                    kind: ExprKind::IncDec {
                        pre: false,
                        inc,
                        target: Box::new(e),
                    },
                };
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> R<Expr> {
        let pos = self.pos();
        let e = |kind| Ok(Expr { kind, pos });
        match self.peek().clone() {
            Tok::Int(v, long) => {
                self.bump();
                e(ExprKind::Int(v, long))
            }
            Tok::Char(c) => {
                self.bump();
                e(ExprKind::Char(c))
            }
            Tok::Str(s) => {
                self.bump();
                e(ExprKind::Str(s))
            }
            Tok::Punct("(") => {
                self.bump();
                let inner = self.expr()?;
                self.expect(")")?;
                Ok(inner)
            }
            Tok::Ident(w) => match w.as_str() {
                "true" | "false" => {
                    self.bump();
                    e(ExprKind::Bool(w == "true"))
                }
                "null" | "nullptr" | "NULL" => {
                    self.bump();
                    e(ExprKind::Null)
                }
                "this" => {
                    self.bump();
                    if self.eat(".") {
                        let name = self.ident(Expected::ThisField)?;
                        return e(ExprKind::This(name));
                    }
                    self.err(Expected::ThisDot)
                }
                "new" => {
                    self.bump();
                    let base = self.new_base()?;
                    if self.eat("[") {
                        let len = self.expr()?;
                        self.expect("]")?;
                        return e(ExprKind::NewArray(base, Box::new(len)));
                    }
                    if self.eat("(") {
                        let args = self.args()?;
                        return e(ExprKind::NewObject(base, args));
                    }
                    self.err(Expected::NewSuffix)
                }
                _ if is_reserved(&w) => self.err(Expected::Expression),
                _ => {
                    self.bump();
                    if self.eat("(") {
                        let args = self.args()?;
                        return e(ExprKind::Call(w, args));
                    }
                    e(ExprKind::Name(w))
                }
            },
            _ => self.err(Expected::Expression),
        }
    }

    /// The type after `new`: no `[]` suffix (that is the length), `<>` allowed.
    fn new_base(&mut self) -> R<Ty> {
        let word = match self.peek().clone() {
            Tok::Ident(w) => w,
            _ => return self.err(Expected::NewType),
        };
        if matches!(word.as_str(), "ArrayList" | "vector")
            && matches!(self.peek_at(1), Tok::Punct("<"))
            && matches!(self.peek_at(2), Tok::Punct(">"))
        {
            self.bump();
            self.bump();
            self.bump();
            return Ok(Ty::List(Box::new(Ty::Int(32))));
        }
        if matches!(word.as_str(), "ArrayList" | "vector") {
            return self.ty();
        }
        let t = match word.as_str() {
            "int" | "Integer" => Ty::Int(32),
            "long" => Ty::Int(64),
            "short" => Ty::Int(16),
            "byte" => Ty::Int(8),
            "boolean" | "bool" => Ty::Bool,
            "char" => Ty::Char,
            "String" | "string" => Ty::Str,
            _ if word.chars().next().is_some_and(|c| c.is_ascii_uppercase()) => {
                Ty::Class(word.clone())
            }
            _ => return self.err(Expected::NewType),
        };
        self.bump();
        // `new String[k][]`-style nesting is not needed; `new int[]` arrays of arrays are refused later
        Ok(t)
    }
}

fn is_lvalue(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Name(_) | ExprKind::This(_) | ExprKind::Index(..)
    )
}

fn is_reserved(w: &str) -> bool {
    matches!(
        w,
        "if" | "else"
            | "for"
            | "while"
            | "return"
            | "break"
            | "continue"
            | "new"
            | "class"
            | "int"
            | "long"
            | "short"
            | "byte"
            | "boolean"
            | "bool"
            | "char"
            | "void"
            | "switch"
            | "case"
            | "do"
            | "goto"
            | "catch"
            | "throw"
            | "struct"
            | "enum"
            | "typedef"
            | "double"
            | "float"
            | "unsigned"
            | "sizeof"
            | "public"
            | "private"
            | "protected"
            | "static"
            | "final"
    )
}

fn prec_of(p: &str) -> Option<u8> {
    Some(match p {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | "<=" | ">" | ">=" => 7,
        "<<" | ">>" | ">>>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

fn static_op(p: &str) -> &'static str {
    const OPS: &[&str] = &[
        "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", ">>>", "!", "~",
    ];
    OPS.iter().find(|o| **o == p).copied().unwrap_or("?")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> ProgramError {
        parse(src).unwrap_err()
    }

    #[test]
    fn missing_paren_names_line_column_and_what_was_expected() {
        // right after `1`, where the `)` belongs, not at the `{` found
        let e = err("void f() {\n  if (x == 1 {\n  }\n}");
        assert_eq!((e.line, e.column), (2, 13));
        assert!(e.message.contains("expected `)`"), "{}", e.message);
        let syntax = e.syntax.unwrap();
        assert_eq!(syntax.expected, Expected::Token(")"));
        assert_eq!(syntax.found, Found::Symbol("{"));
    }

    #[test]
    fn unsupported_constructs_are_named() {
        let e = err("void f() {\n  switch (x) { }\n}");
        assert_eq!(e.message, "`switch` is not supported: use if / else");
        assert_eq!((e.line, e.column), (2, 3));
        assert!(err("double x;").message.contains("`double`"));
        assert!(err("#include <stdio.h>\n").message.contains("preprocessor"));
    }

    #[test]
    fn nested_generics_and_class_wrapper() {
        let u = parse("class S {\npublic:\n vector<vector<string>> re;\n int f(int *a, int b[]) { return a[0]; }\n};").unwrap();
        assert_eq!(
            u.globals[0].ty,
            Ty::Vector(Box::new(Ty::Vector(Box::new(Ty::Str))))
        );
        assert_eq!(u.functions[0].params[1].0, Ty::Array(Box::new(Ty::Int(32))));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let src = format!(
            "int f() {{ return {}1{}; }}",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        assert!(err(&src).message.contains("nesting"));
        // a long chain of operators is a deep tree too
        let src = format!("int f() {{ return {}1; }}", "1 + ".repeat(10_000));
        assert!(err(&src).message.contains("nesting"));
        assert!(parse(&format!("int f() {{ return {}1; }}", "1 + ".repeat(60))).is_ok());
    }
}
