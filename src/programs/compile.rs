//! The syntax tree to a step machine's code: one flat list of operations
//! per function, with `Line` markers where docs/programs.md puts a line step.

use super::ast::*;
use super::value::Value;
use super::{Lang, ProgramError};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

/// Binary operators on integers and booleans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Ushr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// How `new` fills an array's cells.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Fill {
    Value(Value),
}

/// One operation of the step machine (a stack machine).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Op {
    /// A line step starts here (the machine pauses before going on).
    Line(u32),
    /// A loop goes round again: the next `Line` is a new step even on the
    /// same line (`while (true) {}`: one step per iteration).
    Iterate,
    Const(Value),
    /// The chosen board size.
    PushN,
    Load(u16),
    Store(u16),
    LoadG(u16),
    StoreG(u16),
    /// A local comes into scope with no value (`int k;`).
    Decl(u16),
    /// A local goes out of scope.
    Kill(u16),
    /// `x++`-like in place on a local: delta, width.
    IncLocal(u16, i8, u8),
    Dup,
    Dup2,
    Pop,
    /// `base index -> value`
    Get,
    /// `base index value ->` (`-> value` when keep)
    Set(bool),
    /// `base index -> old/new` in place: delta, width, push (None / Some(post))
    IncIdx(i8, u8, Option<bool>),
    /// `string index char -> string'` (C++ strings are values)
    StrSet,
    /// Binary operator; `true` for 64-bit arithmetic.
    Bin(Bin, bool),
    Neg(bool),
    BitNot(bool),
    Not,
    /// Narrows an integer (or a boolean, a char) to that many bits.
    Narrow(u8),
    ToChar,
    Concat,
    Jump(u32),
    JumpIfFalse(u32),
    JumpIfTrue(u32),
    Call(u16, u8),
    /// Return; `true` when a value is on the stack.
    Ret(bool),
    NewArray(Fill),
    NewList(bool),
    /// `string s(n, c)`: `n c -> string`
    StrFill,
    Len,
    Size,
    StrLen,
    ListAdd,
    ListGet,
    ListRemove,
    PushBack,
    Print(u8, bool),
    Abs,
    /// After the statement of a hooked line (events).
    Hook(u32),
    /// After the condition of a hooked line; peeks the condition's value.
    CondHook(u32),
    /// The bootstrap keeps the entry's return value and stops.
    Halt,
    /// The end of the bootstrap's initialisers: a new machine runs to here
    /// before its first step (`Machine::new`), so that step 0 shows the
    /// globals' first values (`int ways` is 0 there, not null).
    Prelude,
}

/// A compiled function.
#[derive(Debug, Clone)]
pub(crate) struct Func {
    pub name: String,
    pub locals: Vec<(String, Ty)>,
    pub code: Vec<Op>,
}

/// A whole compiled program. Function 0 is the bootstrap (globals'
/// initialisers, then the entry call): it has no line steps and is never shown.
#[derive(Debug, Clone)]
pub(crate) struct Program {
    pub funcs: Vec<Func>,
    pub globals: Vec<(String, Ty)>,
    pub lang: Lang,
    /// The built-in program's variables this (edited) program renamed, as
    /// `(original, edited)`: the event hooks ask for the original names.
    pub hook_names: Vec<(String, String)>,
    /// What the page reads off the text it was compiled from.
    pub facts: super::facts::ProgramFacts,
}

impl Program {
    /// How this program spells the built-in program's variable `name`.
    pub(crate) fn spelling<'a>(&'a self, name: &'a str) -> &'a str {
        super::renames::spelling(&self.hook_names, name)
    }
}

/// Which statements get event hooks: those on the lines `after` and
/// `cond` (a built-in source: each hook is its own line's), and those
/// starting at the `(line, column)` keys of `after_at` and `cond_at` (an
/// edited source: each hook is the built-in line the value names, so that
/// two statements of one line can each raise their own events).
#[derive(Debug, Clone, Default)]
pub(crate) struct HookLines {
    pub after: BTreeSet<u32>,
    pub cond: BTreeSet<u32>,
    pub after_at: BTreeMap<(u32, u32), u32>,
    pub cond_at: BTreeMap<(u32, u32), u32>,
}

impl HookLines {
    /// The hook after statement `s`, if it has one.
    fn after_of(&self, s: &Stmt) -> Option<u32> {
        let at = self.after_at.get(&(s.line, s.col)).copied();
        at.or_else(|| self.after.contains(&s.line).then_some(s.line))
    }

    /// The hook on the condition of statement `s`, if it has one.
    fn cond_of(&self, s: &Stmt) -> Option<u32> {
        let at = self.cond_at.get(&(s.line, s.col)).copied();
        at.or_else(|| self.cond.contains(&s.line).then_some(s.line))
    }
}

type R<T> = Result<T, ProgramError>;

fn err<T>(pos: Pos, msg: super::Msg) -> R<T> {
    Err(ProgramError::parse(pos.line, pos.col, msg))
}

/// Compiles `unit`; the entry is `entry` called with the board size when
/// `with_n`, with no argument otherwise.
pub(crate) fn compile(unit: &Unit, lang: Lang, entry: &str, hooks: &HookLines) -> R<Program> {
    let mut globals: Vec<(String, Ty)> = Vec::new();
    for g in &unit.globals {
        if globals.iter().any(|(n, _)| *n == g.name) {
            return err(
                g.pos,
                msg!("`{}` is declared twice", "`{}` 声明了两次", g.name),
            );
        }
        globals.push((g.name.clone(), g.ty.clone()));
    }
    let mut sigs: Vec<(String, Vec<Ty>, Ty)> = vec![("<start>".into(), vec![], Ty::Void)];
    for f in &unit.functions {
        if sigs.iter().any(|(n, _, _)| *n == f.name) {
            return err(
                f.pos,
                msg!(
                    "the function `{}` is defined twice (overloading is not supported)",
                    "函数 `{}` 定义了两次（不支持重载）",
                    f.name
                ),
            );
        }
        sigs.push((
            f.name.clone(),
            f.params.iter().map(|p| p.0.clone()).collect(),
            f.ret.clone(),
        ));
    }
    let Some(entry_index) = sigs.iter().position(|(n, _, _)| n == entry) else {
        return err(
            Pos { line: 1, col: 1 },
            msg!(
                "the program has no function `{entry}` to start from",
                "程序中没有作为入口的函数 `{entry}`"
            ),
        );
    };
    let entry_params = sigs[entry_index].1.len();
    if entry_params > 1 || (entry_params == 1 && !sigs[entry_index].1[0].is_int()) {
        return err(
            unit.functions[entry_index - 1].pos,
            msg!(
                "`{entry}` must take the board size (one int) or nothing",
                "`{entry}` 的参数必须是棋盘大小（一个 int），或者没有参数"
            ),
        );
    }
    let mut funcs = Vec::new();
    // bootstrap
    {
        let mut c = FnCompiler::new(&globals, &sigs, hooks, lang, Ty::Void);
        for (k, g) in unit.globals.iter().enumerate() {
            c.global_init(g, k as u16)?;
        }
        c.code.push(Op::Prelude);
        if entry_params == 1 {
            c.code.push(Op::PushN);
        }
        c.code
            .push(Op::Call(entry_index as u16, entry_params as u8));
        c.code.push(Op::Halt);
        funcs.push(Func {
            name: "<start>".into(),
            locals: vec![],
            code: c.code,
        });
    }
    for f in &unit.functions {
        let mut c = FnCompiler::new(&globals, &sigs, hooks, lang, f.ret.clone());
        for (ty, name) in &f.params {
            if c.locals.iter().any(|(n, _)| n == name) {
                return err(
                    f.pos,
                    msg!(
                        "two parameters of `{}` are named `{name}`",
                        "`{}` 有两个参数都叫 `{name}`",
                        f.name
                    ),
                );
            }
            c.locals.push((name.clone(), ty.clone()));
            c.scope.push(c.locals.len() - 1);
        }
        c.block(&f.body)?;
        c.code.push(Op::Ret(false));
        funcs.push(Func {
            name: f.name.clone(),
            locals: c.locals,
            code: c.code,
        });
    }
    Ok(Program {
        funcs,
        globals,
        lang,
        hook_names: Vec::new(),
        facts: super::facts::program_facts(unit),
    })
}

struct Loop {
    /// Scope depth at the loop's body start (locals above are killed on break/continue).
    scope_len: usize,
    breaks: Vec<usize>,
    continues: Vec<usize>,
}

struct FnCompiler<'a> {
    globals: &'a [(String, Ty)],
    sigs: &'a [(String, Vec<Ty>, Ty)],
    hooks: &'a HookLines,
    lang: Lang,
    ret: Ty,
    locals: Vec<(String, Ty)>,
    /// Locals in scope, innermost last.
    scope: Vec<usize>,
    code: Vec<Op>,
    loops: Vec<Loop>,
}

enum Place {
    Local(u16, Ty),
    Global(u16, Ty),
}

impl<'a> FnCompiler<'a> {
    fn new(
        globals: &'a [(String, Ty)],
        sigs: &'a [(String, Vec<Ty>, Ty)],
        hooks: &'a HookLines,
        lang: Lang,
        ret: Ty,
    ) -> Self {
        FnCompiler {
            globals,
            sigs,
            hooks,
            lang,
            ret,
            locals: vec![],
            scope: vec![],
            code: vec![],
            loops: vec![],
        }
    }

    fn here(&self) -> u32 {
        self.code.len() as u32
    }

    fn patch(&mut self, at: usize) {
        let to = self.here();
        match &mut self.code[at] {
            Op::Jump(t) | Op::JumpIfFalse(t) | Op::JumpIfTrue(t) => *t = to,
            _ => unreachable!("patching a jump"),
        }
    }

    fn lookup(&self, name: &str, pos: Pos) -> R<Place> {
        if let Some(&k) = self.scope.iter().rev().find(|&&k| self.locals[k].0 == name) {
            return Ok(Place::Local(k as u16, self.locals[k].1.clone()));
        }
        self.field(name, pos)
    }

    fn field(&self, name: &str, pos: Pos) -> R<Place> {
        if let Some(k) = self.globals.iter().position(|(n, _)| n == name) {
            return Ok(Place::Global(k as u16, self.globals[k].1.clone()));
        }
        err(
            pos,
            msg!("unknown variable `{name}`", "未知的变量 `{name}`"),
        )
    }

    /// Default value of a declared type with no initialiser.
    fn default_value(&self, ty: &Ty, global: bool) -> Value {
        if !global {
            return Value::Uninit;
        }
        match ty {
            Ty::Int(_) => Value::Int(0),
            Ty::Bool => Value::Bool(false),
            Ty::Char => Value::Char(0),
            Ty::Str if self.lang == Lang::Cpp => Value::Str(Rc::from("")),
            _ => Value::Null,
        }
    }

    fn global_init(&mut self, g: &Decl, k: u16) -> R<()> {
        self.init_decl(g, Some(k))
    }

    /// Code that gives a declared variable its first value (or none).
    fn init_decl(&mut self, d: &Decl, global: Option<u16>) -> R<()> {
        let store = |c: &mut Self| match global {
            Some(k) => c.code.push(Op::StoreG(k)),
            None => {
                let slot = c.locals.len() as u16 - 1;
                c.code.push(Op::Store(slot))
            }
        };
        if let Some(dims) = &d.dims {
            let Ty::Array(elem) = &d.ty else {
                unreachable!("dims make an array")
            };
            self.expr(dims, true)?;
            let fill = if global.is_some() || self.lang != Lang::Cpp && self.lang != Lang::C {
                self.default_value(elem, true)
            } else {
                Value::Uninit
            };
            self.code.push(Op::NewArray(Fill::Value(fill)));
            store(self);
            if d.init.is_some() {
                return err(
                    d.pos,
                    msg!(
                        "array initialisers `{{…}}` are not supported",
                        "不支持数组初始化 `{{…}}`"
                    ),
                );
            }
            return Ok(());
        }
        if let Some(init) = &d.init {
            let t = self.expr(init, true)?;
            self.convert(&t, &d.ty, init.pos)?;
            store(self);
            return Ok(());
        }
        if let Some(args) = &d.ctor {
            if d.ty != Ty::Str || args.len() != 2 {
                return err(
                    d.pos,
                    msg!(
                        "only `string s(n, c)` is supported as a constructor call",
                        "构造调用只支持 `string s(n, c)`"
                    ),
                );
            }
            self.expr(&args[0], true)?;
            self.expr(&args[1], true)?;
            self.code.push(Op::StrFill);
            store(self);
            return Ok(());
        }
        match &d.ty {
            Ty::Vector(_) => {
                self.code.push(Op::NewList(true));
                store(self);
            }
            t if global.is_some() => {
                let v = self.default_value(t, true);
                self.code.push(Op::Const(v));
                store(self);
            }
            _ => {}
        }
        Ok(())
    }

    fn block(&mut self, stmts: &[Stmt]) -> R<()> {
        let mark = self.scope.len();
        for s in stmts {
            self.stmt(s)?;
        }
        self.end_scope(mark);
        Ok(())
    }

    fn end_scope(&mut self, mark: usize) {
        while self.scope.len() > mark {
            let k = self.scope.pop().expect("scope above mark");
            self.code.push(Op::Kill(k as u16));
        }
    }

    fn kill_to(&mut self, mark: usize) {
        for &k in self.scope[mark..].iter().rev() {
            self.code.push(Op::Kill(k as u16));
        }
    }

    fn hook_after(&mut self, s: &Stmt) {
        if let Some(line) = self.hooks.after_of(s) {
            self.code.push(Op::Hook(line));
        }
    }

    /// The condition `e` of statement `s`.
    fn cond(&mut self, e: &Expr, s: &Stmt) -> R<()> {
        let t = self.expr(e, true)?;
        if !(t == Ty::Bool || t.is_int()) {
            return err(
                e.pos,
                msg!(
                    "a condition must be a boolean or an integer",
                    "条件必须是布尔值或整数"
                ),
            );
        }
        if let Some(line) = self.hooks.cond_of(s) {
            self.code.push(Op::CondHook(line));
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        match &s.kind {
            StmtKind::Empty => Ok(()),
            StmtKind::Block(b) => self.block(b),
            StmtKind::Expr(e) => {
                self.code.push(Op::Line(s.line));
                self.expr(e, false)?;
                self.hook_after(s);
                Ok(())
            }
            StmtKind::Decl(decls) => {
                let stepped = decls
                    .iter()
                    .any(|d| d.init.is_some() || d.ctor.is_some() || d.dims.is_some());
                if stepped {
                    self.code.push(Op::Line(s.line));
                }
                for d in decls {
                    if self.scope.iter().any(|&k| self.locals[k].0 == d.name) {
                        return err(
                            d.pos,
                            msg!(
                                "`{}` is already declared here",
                                "`{}` 在这里已经声明过了",
                                d.name
                            ),
                        );
                    }
                    self.locals.push((d.name.clone(), d.ty.clone()));
                    let slot = self.locals.len() - 1;
                    // in scope from its declaration: the initialiser cannot see it
                    self.code.push(Op::Decl(slot as u16));
                    self.init_decl(d, None)?;
                    self.scope.push(slot);
                }
                if stepped {
                    self.hook_after(s);
                }
                Ok(())
            }
            StmtKind::If(c, then, other) => {
                self.code.push(Op::Line(s.line));
                self.cond(c, s)?;
                let jf = self.code.len();
                self.code.push(Op::JumpIfFalse(0));
                self.scoped(then)?;
                if let Some(other) = other {
                    let j = self.code.len();
                    self.code.push(Op::Jump(0));
                    self.patch(jf);
                    self.scoped(other)?;
                    self.patch(j);
                } else {
                    self.patch(jf);
                }
                Ok(())
            }
            StmtKind::While(c, body) => {
                let top = self.here();
                self.code.push(Op::Line(s.line));
                self.cond(c, s)?;
                let jf = self.code.len();
                self.code.push(Op::JumpIfFalse(0));
                self.loops.push(Loop {
                    scope_len: self.scope.len(),
                    breaks: vec![],
                    continues: vec![],
                });
                self.scoped(body)?;
                let lp = self.loops.pop().expect("pushed above");
                let back = self.here();
                for c in lp.continues {
                    self.code[c] = Op::Jump(back);
                }
                self.code.push(Op::Iterate);
                self.code.push(Op::Jump(top));
                self.patch(jf);
                for b in lp.breaks {
                    self.patch(b);
                }
                Ok(())
            }
            StmtKind::For {
                init,
                cond,
                update,
                body,
            } => {
                let mark = self.scope.len();
                self.code.push(Op::Line(s.line));
                for st in init {
                    match &st.kind {
                        StmtKind::Expr(e) => {
                            self.expr(e, false)?;
                        }
                        StmtKind::Decl(decls) => {
                            for d in decls {
                                self.locals.push((d.name.clone(), d.ty.clone()));
                                let slot = self.locals.len() - 1;
                                self.code.push(Op::Decl(slot as u16));
                                self.init_decl(d, None)?;
                                self.scope.push(slot);
                            }
                        }
                        _ => unreachable!("for init is a declaration or expressions"),
                    }
                }
                let test = self.here();
                let mut jf = None;
                if let Some(c) = cond {
                    self.cond(c, s)?;
                    jf = Some(self.code.len());
                    self.code.push(Op::JumpIfFalse(0));
                }
                self.loops.push(Loop {
                    scope_len: self.scope.len(),
                    breaks: vec![],
                    continues: vec![],
                });
                self.scoped(body)?;
                let lp = self.loops.pop().expect("pushed above");
                let update_at = self.here();
                for c in lp.continues {
                    self.code[c] = Op::Jump(update_at);
                }
                self.code.push(Op::Iterate);
                self.code.push(Op::Line(s.line));
                for u in update {
                    self.expr(u, false)?;
                }
                self.code.push(Op::Jump(test));
                if let Some(jf) = jf {
                    self.patch(jf);
                }
                for b in lp.breaks {
                    self.patch(b);
                }
                self.end_scope(mark);
                Ok(())
            }
            StmtKind::Return(e) => {
                self.code.push(Op::Line(s.line));
                match e {
                    Some(e) => {
                        if self.ret == Ty::Void {
                            return err(
                                e.pos,
                                msg!(
                                    "this function is `void`: it cannot return a value",
                                    "这个函数是 `void`：不能返回值"
                                ),
                            );
                        }
                        let t = self.expr(e, true)?;
                        let ret = self.ret.clone();
                        self.convert(&t, &ret, e.pos)?;
                        self.code.push(Op::Ret(true));
                    }
                    None => self.code.push(Op::Ret(false)),
                }
                Ok(())
            }
            StmtKind::Break | StmtKind::Continue => {
                self.code.push(Op::Line(s.line));
                let brk = matches!(s.kind, StmtKind::Break);
                let Some(mark) = self.loops.last().map(|l| l.scope_len) else {
                    let word = if brk { "break" } else { "continue" };
                    return err(
                        Pos {
                            line: s.line,
                            col: 1,
                        },
                        msg!("`{word}` outside a loop", "`{word}` 不在循环里"),
                    );
                };
                self.kill_to(mark);
                let at = self.code.len();
                self.code.push(Op::Jump(0));
                let lp = self.loops.last_mut().expect("checked above");
                if brk {
                    lp.breaks.push(at);
                } else {
                    lp.continues.push(at);
                }
                Ok(())
            }
        }
    }

    /// A statement in its own scope (the branch of an if, a loop's body).
    fn scoped(&mut self, s: &Stmt) -> R<()> {
        let mark = self.scope.len();
        self.stmt(s)?;
        self.end_scope(mark);
        Ok(())
    }

    /// Converts the value on the stack from `from` to the declared `to`.
    fn convert(&mut self, from: &Ty, to: &Ty, pos: Pos) -> R<()> {
        match (from, to) {
            (Ty::Int(a), Ty::Int(b)) if a > b => self.code.push(Op::Narrow(*b)),
            (Ty::Char, Ty::Int(b)) if *b < 32 => self.code.push(Op::Narrow(*b)),
            (Ty::Char, Ty::Int(_)) => self.code.push(Op::Narrow(64)),
            (Ty::Bool, Ty::Int(b)) if self.lang != Lang::Java => self.code.push(Op::Narrow(*b)),
            (Ty::Int(_), Ty::Char) => self.code.push(Op::ToChar),
            (Ty::Int(_), Ty::Bool) if self.lang != Lang::Java => {
                self.code.push(Op::Const(Value::Int(0)));
                self.code.push(Op::Bin(Bin::Ne, true));
            }
            (a, b) if compatible(a, b) => {}
            (a, b) => {
                return err(
                    pos,
                    msg!(
                        "a value of type {} cannot be converted to type {}",
                        "{} 类型的值不能转换为 {} 类型",
                        ty_name(a),
                        ty_name(b)
                    ),
                )
            }
        }
        Ok(())
    }

    /// Compiles an expression; when `want`, it leaves exactly one value.
    fn expr(&mut self, e: &Expr, want: bool) -> R<Ty> {
        let t = match &e.kind {
            ExprKind::Assign(op, target, value) => {
                return self.assign(target, *op, value, want, e.pos)
            }
            ExprKind::IncDec { pre, inc, target } => return self.incdec(target, *pre, *inc, want),
            _ => self.value(e)?,
        };
        if !want {
            self.code.push(Op::Pop);
        }
        Ok(t)
    }

    fn load_place(&mut self, p: &Place) {
        match p {
            Place::Local(k, _) => self.code.push(Op::Load(*k)),
            Place::Global(k, _) => self.code.push(Op::LoadG(*k)),
        }
    }

    fn store_place(&mut self, p: &Place) {
        match p {
            Place::Local(k, _) => self.code.push(Op::Store(*k)),
            Place::Global(k, _) => self.code.push(Op::StoreG(*k)),
        }
    }

    fn target_place(&self, target: &Expr) -> R<Option<Place>> {
        match &target.kind {
            ExprKind::Name(n) => self.lookup(n, target.pos).map(Some),
            ExprKind::This(n) => self.field(n, target.pos).map(Some),
            _ => Ok(None),
        }
    }

    fn assign(
        &mut self,
        target: &Expr,
        op: Option<&'static str>,
        value: &Expr,
        want: bool,
        pos: Pos,
    ) -> R<Ty> {
        if let Some(place) = self.target_place(target)? {
            let ty = match &place {
                Place::Local(_, t) | Place::Global(_, t) => t.clone(),
            };
            match op {
                None => {
                    let t = self.expr(value, true)?;
                    self.convert(&t, &ty, value.pos)?;
                }
                Some(op) => {
                    self.load_place(&place);
                    let t = self.binary_after_left(op, &ty, value, pos)?;
                    self.convert_compound(&t, &ty, pos)?;
                }
            }
            if want {
                self.code.push(Op::Dup);
            }
            self.store_place(&place);
            return Ok(ty);
        }
        let ExprKind::Index(base, index) = &target.kind else {
            return err(
                target.pos,
                msg!(
                    "only a variable, a field or an array cell can be assigned to",
                    "只能给变量、字段或数组元素赋值"
                ),
            );
        };
        let bt = self.value(base)?;
        if bt == Ty::Str {
            // C++ `s[i] = c`: a new string value stored back into `s`
            let Some(place) = self.target_place(base)? else {
                return err(
                    base.pos,
                    msg!(
                        "only a string variable's characters can be assigned",
                        "只能给字符串变量的字符赋值"
                    ),
                );
            };
            if op.is_some() || want {
                return err(
                    pos,
                    msg!(
                        "only `s[i] = c;` is supported on a string",
                        "字符串只支持 `s[i] = c;`"
                    ),
                );
            }
            self.int_expr(index)?;
            let t = self.expr(value, true)?;
            self.convert(&t, &Ty::Char, value.pos)?;
            self.code.push(Op::StrSet);
            self.store_place(&place);
            return Ok(Ty::Char);
        }
        let elem = elem_of(&bt).ok_or_else(|| {
            ProgramError::parse(
                base.pos.line,
                base.pos.col,
                msg!(
                    "a {} cannot be indexed with `[]`",
                    "{} 不能用 `[]` 取下标",
                    ty_name(&bt)
                ),
            )
        })?;
        self.int_expr(index)?;
        match op {
            None => {
                let t = self.expr(value, true)?;
                self.convert(&t, &elem, value.pos)?;
            }
            Some(op) => {
                self.code.push(Op::Dup2);
                self.code.push(Op::Get);
                let t = self.binary_after_left(op, &elem, value, pos)?;
                self.convert_compound(&t, &elem, pos)?;
            }
        }
        self.code.push(Op::Set(want));
        Ok(elem)
    }

    /// Compound assignment narrows implicitly (Java's `b |= x` on a `byte`).
    fn convert_compound(&mut self, from: &Ty, to: &Ty, pos: Pos) -> R<()> {
        match (from, to) {
            (Ty::Int(_), Ty::Int(b)) => {
                self.code.push(Op::Narrow(*b));
                Ok(())
            }
            _ => self.convert(from, to, pos),
        }
    }

    fn incdec(&mut self, target: &Expr, pre: bool, inc: bool, want: bool) -> R<Ty> {
        let delta = if inc { 1 } else { -1 };
        if let Some(place) = self.target_place(target)? {
            let ty = match &place {
                Place::Local(_, t) | Place::Global(_, t) => t.clone(),
            };
            let Ty::Int(bits) = ty else {
                return err(
                    target.pos,
                    msg!(
                        "`++`/`--` need an integer, not a {}",
                        "`++`/`--` 需要整数，而不是 {}",
                        ty_name(&ty)
                    ),
                );
            };
            if let (Place::Local(k, _), false) = (&place, want) {
                self.code.push(Op::IncLocal(*k, delta, bits));
                return Ok(ty);
            }
            self.load_place(&place);
            if want && !pre {
                self.code.push(Op::Dup);
            }
            self.code.push(Op::Const(Value::Int(delta as i64)));
            self.code.push(Op::Bin(Bin::Add, bits == 64));
            self.code.push(Op::Narrow(bits));
            if want && pre {
                self.code.push(Op::Dup);
            }
            self.store_place(&place);
            return Ok(ty);
        }
        let ExprKind::Index(base, index) = &target.kind else {
            return err(
                target.pos,
                msg!(
                    "`++`/`--` need a variable or an array cell",
                    "`++`/`--` 需要变量或数组元素"
                ),
            );
        };
        let bt = self.value(base)?;
        let Some(Ty::Int(bits)) = elem_of(&bt) else {
            return err(
                target.pos,
                msg!("`++`/`--` need an integer cell", "`++`/`--` 需要整数元素"),
            );
        };
        self.int_expr(index)?;
        self.code.push(Op::IncIdx(
            delta,
            bits,
            if want { Some(!pre) } else { None },
        ));
        Ok(Ty::Int(bits))
    }

    fn int_expr(&mut self, e: &Expr) -> R<()> {
        let t = self.value(e)?;
        if !t.is_int() {
            return err(
                e.pos,
                msg!(
                    "an index must be an integer, not a {}",
                    "下标必须是整数，而不是 {}",
                    ty_name(&t)
                ),
            );
        }
        Ok(())
    }

    /// With the left operand on the stack, compiles `op right`.
    fn binary_after_left(&mut self, op: &str, lt: &Ty, right: &Expr, pos: Pos) -> R<Ty> {
        if op == "+" && (*lt == Ty::Str) {
            self.value(right)?;
            self.code.push(Op::Concat);
            return Ok(Ty::Str);
        }
        let rt = self.value(right)?;
        self.arith(op, lt, &rt, pos)
    }

    fn arith(&mut self, op: &str, lt: &Ty, rt: &Ty, pos: Pos) -> R<Ty> {
        if op == "+" && (*lt == Ty::Str || *rt == Ty::Str) {
            self.code.push(Op::Concat);
            return Ok(Ty::Str);
        }
        let bin = match op {
            "+" => Bin::Add,
            "-" => Bin::Sub,
            "*" => Bin::Mul,
            "/" => Bin::Div,
            "%" => Bin::Rem,
            "&" => Bin::And,
            "|" => Bin::Or,
            "^" => Bin::Xor,
            "<<" => Bin::Shl,
            ">>" => Bin::Shr,
            ">>>" => Bin::Ushr,
            "==" => Bin::Eq,
            "!=" => Bin::Ne,
            "<" => Bin::Lt,
            "<=" => Bin::Le,
            ">" => Bin::Gt,
            ">=" => Bin::Ge,
            _ => {
                return err(
                    pos,
                    msg!(
                        "the operator `{op}` is not supported",
                        "不支持运算符 `{op}`"
                    ),
                )
            }
        };
        let both_bool = *lt == Ty::Bool && *rt == Ty::Bool;
        let logical = matches!(bin, Bin::And | Bin::Or | Bin::Xor | Bin::Eq | Bin::Ne);
        if both_bool && logical {
            self.code.push(Op::Bin(bin, false));
            return Ok(Ty::Bool);
        }
        let numeric = |t: &Ty| t.is_int() || (*t == Ty::Bool && self.lang != Lang::Java);
        let refs = matches!(bin, Bin::Eq | Bin::Ne);
        if !(numeric(lt) && numeric(rt)) {
            if refs {
                self.code.push(Op::Bin(bin, true));
                return Ok(Ty::Bool);
            }
            return err(
                pos,
                msg!(
                    "`{op}` needs numbers, not {} and {}",
                    "`{op}` 需要数字，而不是 {} 和 {}",
                    ty_name(lt),
                    ty_name(rt)
                ),
            );
        }
        let long = if matches!(bin, Bin::Shl | Bin::Shr | Bin::Ushr) {
            *lt == Ty::Int(64)
        } else {
            *lt == Ty::Int(64) || *rt == Ty::Int(64)
        };
        self.code.push(Op::Bin(bin, long));
        Ok(match bin {
            Bin::Eq | Bin::Ne | Bin::Lt | Bin::Le | Bin::Gt | Bin::Ge => Ty::Bool,
            _ => Ty::Int(if long { 64 } else { 32 }),
        })
    }

    /// Compiles an expression that leaves one value; its static type.
    fn value(&mut self, e: &Expr) -> R<Ty> {
        match &e.kind {
            ExprKind::Int(v, long) => {
                self.code.push(Op::Const(Value::Int(if *long {
                    *v
                } else {
                    *v as i32 as i64
                })));
                Ok(Ty::Int(if *long { 64 } else { 32 }))
            }
            ExprKind::Bool(b) => {
                self.code.push(Op::Const(Value::Bool(*b)));
                Ok(Ty::Bool)
            }
            ExprKind::Char(c) => {
                self.code.push(Op::Const(Value::Char(*c)));
                Ok(Ty::Char)
            }
            ExprKind::Str(s) => {
                self.code.push(Op::Const(Value::Str(Rc::from(s.as_str()))));
                Ok(Ty::Str)
            }
            ExprKind::Null => {
                self.code.push(Op::Const(Value::Null));
                Ok(Ty::Class("null".into()))
            }
            ExprKind::Name(n) => {
                let p = self.lookup(n, e.pos)?;
                self.load_place(&p);
                Ok(match p {
                    Place::Local(_, t) | Place::Global(_, t) => t,
                })
            }
            ExprKind::This(n) => {
                let p = self.field(n, e.pos)?;
                self.load_place(&p);
                Ok(match p {
                    Place::Local(_, t) | Place::Global(_, t) => t,
                })
            }
            ExprKind::Assign(..) | ExprKind::IncDec { .. } => self.expr(e, true),
            ExprKind::Index(base, index) => {
                let bt = self.value(base)?;
                self.int_expr(index)?;
                if bt == Ty::Str {
                    self.code.push(Op::Get);
                    return Ok(Ty::Char);
                }
                let Some(elem) = elem_of(&bt) else {
                    return err(
                        base.pos,
                        msg!(
                            "a {} cannot be indexed with `[]`",
                            "{} 不能用 `[]` 取下标",
                            ty_name(&bt)
                        ),
                    );
                };
                self.code.push(Op::Get);
                Ok(elem)
            }
            ExprKind::Unary(op, inner) => {
                let t = self.value(inner)?;
                match *op {
                    "!" => {
                        if t != Ty::Bool && !(t.is_int() && self.lang != Lang::Java) {
                            return err(e.pos, msg!("`!` needs a boolean", "`!` 需要布尔值"));
                        }
                        self.code.push(Op::Not);
                        Ok(Ty::Bool)
                    }
                    "-" | "~" | "+" if t.is_int() => {
                        let long = t == Ty::Int(64);
                        match *op {
                            "-" => self.code.push(Op::Neg(long)),
                            "~" => self.code.push(Op::BitNot(long)),
                            _ => self.code.push(Op::Narrow(if long { 64 } else { 32 })),
                        }
                        Ok(Ty::Int(if long { 64 } else { 32 }))
                    }
                    _ => err(
                        e.pos,
                        msg!(
                            "`{op}` needs a number, not a {}",
                            "`{op}` 需要数字，而不是 {}",
                            ty_name(&t)
                        ),
                    ),
                }
            }
            ExprKind::Binary(op, l, r) => {
                if *op == "&&" || *op == "||" {
                    self.cond_value(l)?;
                    let j = self.code.len();
                    self.code.push(Op::Dup);
                    self.code.push(if *op == "&&" {
                        Op::JumpIfFalse(0)
                    } else {
                        Op::JumpIfTrue(0)
                    });
                    self.code.push(Op::Pop);
                    self.cond_value(r)?;
                    self.patch(j + 1);
                    return Ok(Ty::Bool);
                }
                let lt = self.value(l)?;
                self.binary_after_left(op, &lt, r, e.pos)
            }
            ExprKind::Ternary(c, a, b) => {
                self.cond_value(c)?;
                let jf = self.code.len();
                self.code.push(Op::JumpIfFalse(0));
                let ta = self.value(a)?;
                let j = self.code.len();
                self.code.push(Op::Jump(0));
                self.patch(jf);
                let tb = self.value(b)?;
                self.patch(j);
                Ok(if ta == Ty::Int(64) || tb == Ty::Int(64) {
                    Ty::Int(64)
                } else {
                    ta
                })
            }
            ExprKind::Cast(ty, inner) => {
                let t = self.value(inner)?;
                match ty {
                    Ty::Int(b) => self.code.push(Op::Narrow(*b)),
                    Ty::Char => self.code.push(Op::ToChar),
                    _ => {
                        return err(
                            e.pos,
                            msg!(
                                "only casts to integer types are supported",
                                "只支持转换为整数类型"
                            ),
                        )
                    }
                }
                if !t.is_int() {
                    return err(
                        e.pos,
                        msg!(
                            "a {} cannot be cast to a number",
                            "{} 不能转换为数字",
                            ty_name(&t)
                        ),
                    );
                }
                Ok(ty.clone())
            }
            ExprKind::Call(name, args) => self.call(name, args, e.pos),
            ExprKind::Method(recv, name, args) => self.method(recv, name, args, e.pos),
            ExprKind::Member(recv, name) => {
                let t = self.value(recv)?;
                if name == "length" && matches!(t, Ty::Array(_)) {
                    self.code.push(Op::Len);
                    return Ok(Ty::Int(32));
                }
                err(
                    e.pos,
                    msg!(
                        "`.{name}` is not supported here (arrays have `.length`)",
                        "这里不支持 `.{name}`（数组有 `.length`）"
                    ),
                )
            }
            ExprKind::NewArray(elem, len) => {
                self.int_expr(len)?;
                let fill = if self.lang == Lang::Cpp && elem.is_int() {
                    Value::Uninit
                } else {
                    self.default_value(elem, true)
                };
                self.code.push(Op::NewArray(Fill::Value(fill)));
                Ok(Ty::Array(Box::new(elem.clone())))
            }
            ExprKind::NewObject(ty, args) => {
                if !args.is_empty() {
                    return err(
                        e.pos,
                        msg!(
                            "constructor arguments are not supported",
                            "不支持构造函数参数"
                        ),
                    );
                }
                match ty {
                    Ty::List(_) => {
                        self.code.push(Op::NewList(false));
                        Ok(ty.clone())
                    }
                    Ty::Vector(_) => {
                        self.code.push(Op::NewList(true));
                        Ok(ty.clone())
                    }
                    _ => err(
                        e.pos,
                        msg!(
                            "only `new ArrayList<…>()` objects can be created (and arrays)",
                            "只能创建 `new ArrayList<…>()` 对象（以及数组）"
                        ),
                    ),
                }
            }
        }
    }

    fn cond_value(&mut self, e: &Expr) -> R<()> {
        let t = self.value(e)?;
        if t == Ty::Bool {
            return Ok(());
        }
        if t.is_int() && self.lang != Lang::Java {
            self.code.push(Op::Const(Value::Int(0)));
            self.code.push(Op::Bin(Bin::Ne, true));
            return Ok(());
        }
        err(
            e.pos,
            msg!(
                "`&&`, `||` and `?` need booleans, not a {}",
                "`&&`、`||` 和 `?` 需要布尔值，而不是 {}",
                ty_name(&t)
            ),
        )
    }

    fn call(&mut self, name: &str, args: &[Expr], pos: Pos) -> R<Ty> {
        match name {
            "input" => {
                let [target] = args else {
                    return err(
                        pos,
                        msg!("`input(x)` takes one variable", "`input(x)` 只接受一个变量"),
                    );
                };
                let Some(place) = self.target_place(target)? else {
                    return err(
                        target.pos,
                        msg!("`input(x)` needs a variable", "`input(x)` 需要一个变量"),
                    );
                };
                self.code.push(Op::PushN);
                self.store_place(&place);
                self.code.push(Op::Const(Value::Null));
                return Ok(Ty::Void);
            }
            "print" | "printf" | "println" | "puts" => {
                if name != "print" {
                    return err(
                        pos,
                        msg!(
                            "`{name}` is not supported: use print(…)",
                            "不支持 `{name}`：请用 print(…)"
                        ),
                    );
                }
                return self.print(args, false, pos);
            }
            "abs" => {
                let [x] = args else {
                    return err(
                        pos,
                        msg!("`abs(x)` takes one number", "`abs(x)` 只接受一个数字"),
                    );
                };
                let t = self.value(x)?;
                if !t.is_int() {
                    return err(
                        x.pos,
                        msg!(
                            "`abs` needs a number, not a {}",
                            "`abs` 需要数字，而不是 {}",
                            ty_name(&t)
                        ),
                    );
                }
                self.code.push(Op::Abs);
                // abs(INT_MIN) is INT_MIN in Java and in C's two's complement
                self.code
                    .push(Op::Narrow(if t == Ty::Int(64) { 64 } else { 32 }));
                return Ok(if t == Ty::Int(64) { t } else { Ty::Int(32) });
            }
            _ => {}
        }
        let Some(k) = self.sigs.iter().position(|(n, _, _)| n == name) else {
            return err(pos, msg!("unknown function `{name}` (built in: input, print, abs, Math.abs, System.out.print, System.out.println)", "未知的函数 `{name}`（内置函数：input、print、abs、Math.abs、System.out.print、System.out.println）"));
        };
        let (_, params, ret) = &self.sigs[k];
        if params.len() != args.len() {
            return err(
                pos,
                msg!(
                    "`{name}` takes {} argument(s), {} given",
                    "`{name}` 需要 {} 个参数，给了 {} 个",
                    params.len(),
                    args.len()
                ),
            );
        }
        for (a, p) in args.iter().zip(params.clone()) {
            let t = self.value(a)?;
            self.convert(&t, &p, a.pos)?;
        }
        if args.len() > 255 {
            return err(pos, msg!("too many arguments", "参数太多"));
        }
        self.code.push(Op::Call(k as u16, args.len() as u8));
        Ok(ret.clone())
    }

    fn print(&mut self, args: &[Expr], newline: bool, pos: Pos) -> R<Ty> {
        if args.len() > 32 {
            return err(pos, msg!("too many arguments to print", "print 的参数太多"));
        }
        for a in args {
            self.value(a)?;
        }
        self.code.push(Op::Print(args.len() as u8, newline));
        self.code.push(Op::Const(Value::Null));
        Ok(Ty::Void)
    }

    fn method(&mut self, recv: &Expr, name: &str, args: &[Expr], pos: Pos) -> R<Ty> {
        // System.out.print / println, Math.abs
        if let ExprKind::Member(sys, out) = &recv.kind {
            if matches!(&sys.kind, ExprKind::Name(s) if s == "System") && out == "out" {
                return match name {
                    "print" | "println" => self.print(args, name == "println", pos),
                    _ => err(
                        pos,
                        msg!(
                            "`System.out.{name}` is not supported: use print or println",
                            "不支持 `System.out.{name}`：请用 print 或 println"
                        ),
                    ),
                };
            }
        }
        if matches!(&recv.kind, ExprKind::Name(s) if s == "Math") {
            if name == "abs" {
                return self.call("abs", args, pos);
            }
            return err(
                pos,
                msg!(
                    "`Math.{name}` is not supported (only Math.abs)",
                    "不支持 `Math.{name}`（只支持 Math.abs）"
                ),
            );
        }
        let t = self.value(recv)?;
        let arity = |n: usize| -> R<()> {
            if args.len() == n {
                Ok(())
            } else {
                err(
                    pos,
                    msg!(
                        "`.{name}` takes {n} argument(s)",
                        "`.{name}` 需要 {n} 个参数"
                    ),
                )
            }
        };
        match (&t, name) {
            (Ty::List(e) | Ty::Vector(e), "add" | "push_back") => {
                arity(1)?;
                let at = self.value(&args[0])?;
                let e = (**e).clone();
                self.convert(&at, &e, args[0].pos)?;
                let vector = matches!(t, Ty::Vector(_));
                if vector != (name == "push_back") {
                    return err(pos, msg!("`.{name}` is not a method of this list", "`.{name}` 不是这个列表的方法"));
                }
                self.code.push(if vector { Op::PushBack } else { Op::ListAdd });
                Ok(if vector { Ty::Void } else { Ty::Bool })
            }
            (Ty::List(e) | Ty::Vector(e), "get") => {
                arity(1)?;
                self.int_expr(&args[0])?;
                self.code.push(Op::ListGet);
                Ok((**e).clone())
            }
            (Ty::List(_) | Ty::Vector(_), "size") => {
                arity(0)?;
                self.code.push(Op::Size);
                Ok(Ty::Int(32))
            }
            (Ty::List(e), "remove") => {
                arity(1)?;
                self.int_expr(&args[0])?;
                self.code.push(Op::ListRemove);
                Ok((**e).clone())
            }
            (Ty::Str, "length" | "size") => {
                arity(0)?;
                self.code.push(Op::StrLen);
                Ok(Ty::Int(32))
            }
            (Ty::Str, "charAt") => {
                arity(1)?;
                self.int_expr(&args[0])?;
                self.code.push(Op::Get);
                Ok(Ty::Char)
            }
            _ => err(pos, msg!("`.{name}(…)` is not supported on a {} (supported: list add/get/size/remove, vector push_back/size, string length/charAt)", "{} 不支持 `.{name}(…)`（支持：列表 add/get/size/remove，vector push_back/size，字符串 length/charAt）", ty_name(&t))),
        }
    }
}

fn elem_of(t: &Ty) -> Option<Ty> {
    match t {
        Ty::Array(e) | Ty::List(e) | Ty::Vector(e) => Some((**e).clone()),
        _ => None,
    }
}

fn compatible(a: &Ty, b: &Ty) -> bool {
    match (a, b) {
        (Ty::Int(x), Ty::Int(y)) => x <= y,
        (Ty::Class(n), _) if n == "null" => {
            matches!(b, Ty::Array(_) | Ty::List(_) | Ty::Str | Ty::Class(_))
        }
        (Ty::Array(x), Ty::Array(y))
        | (Ty::List(x), Ty::List(y))
        | (Ty::Vector(x), Ty::Vector(y)) => {
            x == y || matches!(**x, Ty::Int(32)) // `new ArrayList<>()`
        }
        (Ty::List(_), Ty::Vector(_)) | (Ty::Vector(_), Ty::List(_)) => true,
        _ => a == b,
    }
}

pub(crate) fn ty_name(t: &Ty) -> String {
    match t {
        Ty::Int(8) => "byte".into(),
        Ty::Int(16) => "short".into(),
        Ty::Int(64) => "long".into(),
        Ty::Int(_) => "int".into(),
        Ty::Bool => "boolean".into(),
        Ty::Char => "char".into(),
        Ty::Str => "String".into(),
        Ty::Void => "void (no value)".into(),
        Ty::Array(e) => format!("{}[]", ty_name(e)),
        Ty::List(e) => format!("ArrayList<{}>", ty_name(e)),
        Ty::Vector(e) => format!("vector<{}>", ty_name(e)),
        Ty::Class(n) => n.clone(),
    }
}
