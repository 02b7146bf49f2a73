//! The syntax tree of the supported subset of C, C++ and Java.

/// A declared type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ty {
    /// An integer of that many bits (8, 16, 32, 64), signed.
    Int(u8),
    Bool,
    Char,
    Str,
    Void,
    /// A Java array, a C array or pointer.
    Array(Box<Ty>),
    /// Java `ArrayList<T>` (a reference).
    List(Box<Ty>),
    /// C++ `vector<T>` (a value: copied on `push_back`).
    Vector(Box<Ty>),
    /// A class name (only `new X()` of the program's own class).
    Class(String),
}

impl Ty {
    pub(crate) fn is_int(&self) -> bool {
        matches!(self, Ty::Int(_) | Ty::Char)
    }
}

/// Where a construct starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Pos {
    pub line: u32,
    pub col: u32,
}

#[derive(Debug, Clone)]
pub(crate) struct Expr {
    pub kind: ExprKind,
    pub pos: Pos,
}

#[derive(Debug, Clone)]
pub(crate) enum ExprKind {
    Int(i64, bool),
    Bool(bool),
    Char(u32),
    Str(String),
    Null,
    Name(String),
    /// `this.x`
    This(String),
    Index(Box<Expr>, Box<Expr>),
    Unary(&'static str, Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    /// `=` or a compound operator such as `+=` (stored without the `=`: `+`).
    Assign(Option<&'static str>, Box<Expr>, Box<Expr>),
    IncDec {
        pre: bool,
        inc: bool,
        target: Box<Expr>,
    },
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(String, Vec<Expr>),
    Method(Box<Expr>, String, Vec<Expr>),
    Member(Box<Expr>, String),
    NewArray(Ty, Box<Expr>),
    NewObject(Ty, Vec<Expr>),
    Cast(Ty, Box<Expr>),
}

#[derive(Debug, Clone)]
pub(crate) struct Decl {
    pub ty: Ty,
    pub name: String,
    pub pos: Pos,
    /// `int a[9]`: a fixed-size array.
    pub dims: Option<Expr>,
    pub init: Option<Expr>,
    /// `string s(n, '.')`
    pub ctor: Option<Vec<Expr>>,
}

#[derive(Debug, Clone)]
pub(crate) struct Stmt {
    pub kind: StmtKind,
    pub line: u32,
    /// The column of its first token: with `line`, what tells two
    /// statements on one line apart (the hooks of an edited program).
    pub col: u32,
}

#[derive(Debug, Clone)]
pub(crate) enum StmtKind {
    Expr(Expr),
    Decl(Vec<Decl>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    For {
        init: Vec<Stmt>,
        cond: Option<Expr>,
        update: Vec<Expr>,
        body: Box<Stmt>,
    },
    While(Expr, Box<Stmt>),
    Block(Vec<Stmt>),
    Return(Option<Expr>),
    Break,
    Continue,
    Empty,
}

#[derive(Debug, Clone)]
pub(crate) struct Function {
    pub name: String,
    pub ret: Ty,
    pub params: Vec<(Ty, String)>,
    pub body: Vec<Stmt>,
    pub pos: Pos,
}

/// A whole program: globals (or fields) in order, and functions (or methods).
#[derive(Debug, Clone, Default)]
pub(crate) struct Unit {
    pub globals: Vec<Decl>,
    pub functions: Vec<Function>,
    pub class_name: Option<String>,
}
