//! The step machine: runs compiled code one line step at a time, with an
//! explicit frame stack (no Rust recursion for the program's calls), so
//! that its whole state is a value that can be cloned for checkpoints.

use super::compile::{Bin, Fill, Op, Program};
use super::events::{Hooks, NoHooks, RawEvent};
use super::value::{text_of, wrap, Obj, ObjKind, Value};
use super::ProgramError;
use std::cell::RefCell;
use std::rc::Rc;

/// Calls nested deeper than this stop the run ("call too deep").
pub const MAX_CALL_DEPTH: usize = 2_000;
/// Cells on the heap, in all: beyond it the run stops.
pub const MAX_HEAP_CELLS: usize = 4_000_000;
/// Characters of output: beyond it the run stops. The notes' programs print
/// every solution: at n = 12, the largest n a program runs at in the page,
/// that is about 4.7 million characters (tests/programs.rs).
pub const MAX_OUTPUT: usize = 16_000_000;

/// One active call.
#[derive(Debug, Clone)]
pub struct Frame {
    pub(crate) func: u16,
    pub(crate) pc: u32,
    pub(crate) locals: Vec<Value>,
    pub(crate) stack_base: u32,
    /// The line of its current (or last) step.
    pub(crate) line: u32,
}

/// Where the machine is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Paused at a line step, before executing it.
    AtLine,
    /// Not started yet.
    Start,
    /// The program has ended.
    Finished,
    /// Stopped by a run-time error.
    Failed(ProgramError),
}

/// The whole state of a run. `Clone` is a checkpoint.
#[derive(Debug, Clone)]
pub struct Machine {
    pub(crate) frames: Vec<Frame>,
    pub(crate) stack: Vec<Value>,
    pub(crate) globals: Vec<Value>,
    pub(crate) heap: Vec<Obj>,
    pub(crate) heap_cells: usize,
    /// Shared, append-only output: re-execution from a checkpoint writes
    /// the same text, so only its length belongs to the state.
    output: Rc<RefCell<String>>,
    pub(crate) output_len: usize,
    pub(crate) n: i64,
    /// Line steps taken.
    pub(crate) steps: u64,
    /// Line markers run, collapsed ones included (what the budget counts;
    /// a loop on one line is one step per iteration, see `Op::Iterate`).
    lines_run: u64,
    /// The most line markers the run may pass.
    pub(crate) budget: u64,
    pub(crate) status: Status,
    last_step: (u32, usize),
    pub(crate) result: Option<Value>,
    /// Events raised since the last line step.
    pub(crate) raised: Vec<RawEvent>,
    /// Whether `Op::Prelude` stops the run (only while `new` runs the
    /// initialisers).
    prelude: bool,
}

fn rt(line: u32, message: super::Msg) -> ProgramError {
    ProgramError::runtime(line, message)
}

impl Machine {
    /// A machine about to run `program` for board size `n`.
    pub fn new(program: &Program, n: i64) -> Machine {
        Machine {
            frames: vec![Frame {
                func: 0,
                pc: 0,
                locals: vec![],
                stack_base: 0,
                line: 0,
            }],
            stack: Vec::with_capacity(64),
            globals: vec![Value::Null; program.globals.len()],
            heap: Vec::new(),
            heap_cells: 0,
            output: Rc::new(RefCell::new(String::new())),
            output_len: 0,
            n,
            steps: 0,
            lines_run: 0,
            budget: u64::MAX,
            status: Status::Start,
            last_step: (0, 0),
            result: None,
            raised: Vec::new(),
            prelude: false,
        }
        .initialised(program)
    }

    /// This machine with the bootstrap's initialisers run, when they call
    /// no function (a call would step its lines before the first step);
    /// as it is if one fails, so that the failure is the first step's.
    fn initialised(self, program: &Program) -> Machine {
        let bootstrap = &program.funcs[0].code;
        let mut initialisers = bootstrap.iter().take_while(|op| !matches!(op, Op::Prelude));
        if initialisers.any(|op| matches!(op, Op::Call(..))) {
            return self;
        }
        let mut started = self.clone();
        started.prelude = true;
        match started.run(program, &NoHooks) {
            Ok(true) if !started.prelude => started,
            _ => self,
        }
    }

    /// Everything printed so far.
    pub fn output(&self) -> String {
        self.output.borrow()[..self.output_len].to_string()
    }

    /// The last `lines` lines printed so far (a line not yet ended counts).
    pub fn output_tail(&self, lines: usize) -> String {
        let all = &self.output.borrow()[..self.output_len];
        let body = all.strip_suffix('\n').unwrap_or(all);
        let start = if lines == 0 {
            all.len()
        } else {
            body.rmatch_indices('\n')
                .nth(lines - 1)
                .map_or(0, |(at, _)| at + 1)
        };
        all[start..].to_string()
    }

    /// The line of the current step (0 before the start).
    pub fn line(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.line)
    }

    /// The frames the program shows (the bootstrap frame left out).
    pub fn frames(&self) -> &[Frame] {
        &self.frames[1.min(self.frames.len())..]
    }

    fn alloc(
        &mut self,
        kind: ObjKind,
        cells: Vec<Value>,
        line: u32,
    ) -> Result<Value, ProgramError> {
        self.heap_cells += cells.len() + 1;
        if self.heap_cells > MAX_HEAP_CELLS {
            return Err(rt(
                line,
                msg!(
                    "the program made more than {MAX_HEAP_CELLS} array cells: out of memory",
                    "程序创建了超过 {MAX_HEAP_CELLS} 个数组元素：内存不足"
                ),
            ));
        }
        self.heap.push(Obj { kind, cells });
        Ok(Value::Ref(self.heap.len() as u32 - 1))
    }

    fn obj(&self, v: &Value, line: u32) -> Result<u32, ProgramError> {
        match v {
            Value::Ref(r) => Ok(*r),
            Value::Null => Err(rt(
                line,
                msg!(
                    "the array or list is null (never created with new)",
                    "数组或列表是 null（从未用 new 创建）"
                ),
            )),
            _ => Err(rt(
                line,
                msg!(
                    "this value is not an array or a list",
                    "这个值不是数组或列表"
                ),
            )),
        }
    }

    fn write(&mut self, text: &str, line: u32) -> Result<(), ProgramError> {
        let mut out = self.output.borrow_mut();
        if self.output_len + text.len() > MAX_OUTPUT {
            return Err(rt(
                line,
                msg!(
                    "the program printed more than {MAX_OUTPUT} characters",
                    "程序输出了超过 {MAX_OUTPUT} 个字符"
                ),
            ));
        }
        if out.len() == self.output_len {
            out.push_str(text);
        }
        self.output_len += text.len();
        Ok(())
    }

    /// Runs to the next line step. Returns false when the program has
    /// ended or failed (see `status`).
    pub fn step(&mut self, program: &Program, hooks: &dyn Hooks) -> bool {
        if matches!(self.status, Status::Finished | Status::Failed(_)) {
            return false;
        }
        match self.run(program, hooks) {
            Ok(true) => {
                self.status = Status::AtLine;
                self.steps += 1;
                true
            }
            Ok(false) => {
                self.status = Status::Finished;
                false
            }
            Err(e) => {
                self.status = Status::Failed(e);
                false
            }
        }
    }

    fn pop(&mut self) -> Value {
        self.stack.pop().unwrap_or(Value::Null)
    }

    fn int(&mut self, line: u32) -> Result<i64, ProgramError> {
        match self.pop() {
            Value::Int(i) => Ok(i),
            Value::Char(c) => Ok(c as i64),
            Value::Bool(b) => Ok(b as i64),
            Value::Uninit => Err(rt(
                line,
                msg!(
                    "a value is read before it was ever assigned (uninitialised)",
                    "读取了一个从未赋值的值（未初始化）"
                ),
            )),
            other => Err(rt(
                line,
                msg!(
                    "expected a number, got {}",
                    "这里需要数字，却得到 {}",
                    text_of(&other, &self.heap)
                ),
            )),
        }
    }

    fn truth(&mut self, line: u32) -> Result<bool, ProgramError> {
        match self.pop() {
            Value::Bool(b) => Ok(b),
            Value::Int(i) => Ok(i != 0),
            Value::Uninit => Err(rt(
                line,
                msg!(
                    "a condition reads a value never assigned (uninitialised)",
                    "条件读取了一个从未赋值的值（未初始化）"
                ),
            )),
            _ => Err(rt(
                line,
                msg!(
                    "a condition must be true or false",
                    "条件必须是 true 或 false"
                ),
            )),
        }
    }

    fn cell_index(&self, r: u32, i: i64, line: u32, what: &str) -> Result<usize, ProgramError> {
        let len = self.heap[r as usize].cells.len();
        if i < 0 || i as usize >= len {
            let what_zh = if what == "list" { "列表" } else { "数组" };
            let last = len as i64 - 1;
            return Err(rt(
                line,
                msg!(
                    "{what} index {i} is out of range: the length is {len} (indices 0 to {last})",
                    "{what_zh}下标 {i} 越界：长度是 {len}（下标 0 到 {last}）"
                ),
            ));
        }
        Ok(i as usize)
    }

    /// Deep copy of a value (C++ vectors and strings are values).
    fn deep_copy(&mut self, v: Value, line: u32) -> Result<Value, ProgramError> {
        let Value::Ref(r) = v else { return Ok(v) };
        let obj = self.heap[r as usize].clone();
        let mut cells = Vec::with_capacity(obj.cells.len());
        for c in obj.cells {
            cells.push(self.deep_copy(c, line)?);
        }
        self.alloc(obj.kind, cells, line)
    }

    /// Executes operations until the next line step (true) or the end (false).
    fn run(&mut self, program: &Program, hooks: &dyn Hooks) -> Result<bool, ProgramError> {
        loop {
            let depth = self.frames.len();
            let frame = self.frames.last_mut().expect("a frame while running");
            let func = &program.funcs[frame.func as usize];
            let op = &func.code[frame.pc as usize];
            frame.pc += 1;
            let line = frame.line;
            match op {
                Op::Line(l) => {
                    frame.line = *l;
                    self.lines_run += 1;
                    if self.lines_run > self.budget {
                        return Err(ProgramError {
                            kind: super::ProgramErrorKind::StepBudget,
                            line: *l,
                            column: 0,
                            message: format!(
                                "the program was stopped after {} line steps: does it ever end? (an endless loop or recursion)",
                                self.budget
                            ),
                            message_zh: format!(
                                "程序执行了 {} 个行步骤后被停止：它会结束吗？（无限循环或无限递归）",
                                self.budget
                            ),
                            syntax: None,
                        });
                    }
                    if self.last_step == (*l, depth) {
                        continue;
                    }
                    self.last_step = (*l, depth);
                    return Ok(true);
                }
                Op::Const(v) => self.stack.push(v.clone()),
                Op::PushN => self.stack.push(Value::Int(self.n)),
                Op::Load(k) => {
                    let v = frame.locals[*k as usize].clone();
                    if v == Value::Uninit {
                        let name = &func.locals[*k as usize].0;
                        return Err(rt(
                            line,
                            msg!(
                                "`{name}` is read before it was ever assigned (uninitialised)",
                                "`{name}` 在赋值之前就被读取了（未初始化）"
                            ),
                        ));
                    }
                    self.stack.push(v);
                }
                Op::Store(k) => {
                    let v = self.stack.pop().unwrap_or(Value::Null);
                    self.frames.last_mut().expect("frame").locals[*k as usize] = v;
                }
                Op::LoadG(k) => self.stack.push(self.globals[*k as usize].clone()),
                Op::StoreG(k) => {
                    let v = self.pop();
                    self.globals[*k as usize] = v;
                }
                Op::Decl(k) => frame.locals[*k as usize] = Value::Uninit,
                Op::Kill(k) => frame.locals[*k as usize] = Value::Dead,
                Op::IncLocal(k, d, bits) => {
                    let slot = &mut frame.locals[*k as usize];
                    match slot {
                        Value::Int(i) => *i = wrap(i.wrapping_add(*d as i64), *bits),
                        _ => {
                            let name = &func.locals[*k as usize].0;
                            return Err(rt(
                                line,
                                msg!(
                                    "`{name}` is read before it was ever assigned (uninitialised)",
                                    "`{name}` 在赋值之前就被读取了（未初始化）"
                                ),
                            ));
                        }
                    }
                }
                Op::Dup => {
                    let v = self.stack.last().cloned().unwrap_or(Value::Null);
                    self.stack.push(v);
                }
                Op::Dup2 => {
                    let k = self.stack.len();
                    let (a, b) = (self.stack[k - 2].clone(), self.stack[k - 1].clone());
                    self.stack.push(a);
                    self.stack.push(b);
                }
                Op::Pop => {
                    self.stack.pop();
                }
                Op::Get => {
                    let i = self.int(line)?;
                    let base = self.pop();
                    if let Value::Str(s) = &base {
                        let len = s.chars().count();
                        let Some(c) = (i >= 0).then(|| s.chars().nth(i as usize)).flatten() else {
                            return Err(rt(
                                line,
                                msg!(
                                    "string index {i} is out of range: the length is {len}",
                                    "字符串下标 {i} 越界：长度是 {len}"
                                ),
                            ));
                        };
                        self.stack.push(Value::Char(c as u32));
                        continue;
                    }
                    let r = self.obj(&base, line)?;
                    let at = self.cell_index(r, i, line, "array")?;
                    let v = self.heap[r as usize].cells[at].clone();
                    if v == Value::Uninit {
                        return Err(rt(
                            line,
                            msg!(
                                "cell [{i}] is read before it was ever assigned (uninitialised)",
                                "元素 [{i}] 在赋值之前就被读取了（未初始化）"
                            ),
                        ));
                    }
                    self.stack.push(v);
                }
                Op::Set(keep) => {
                    let keep = *keep;
                    let v = self.pop();
                    let i = self.int(line)?;
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    let at = self.cell_index(r, i, line, "array")?;
                    if keep {
                        self.stack.push(v.clone());
                    }
                    self.heap[r as usize].cells[at] = v;
                }
                Op::IncIdx(d, bits, push) => {
                    let (d, bits, push) = (*d, *bits, *push);
                    let i = self.int(line)?;
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    let at = self.cell_index(r, i, line, "array")?;
                    let cell = &mut self.heap[r as usize].cells[at];
                    let Value::Int(old) = *cell else {
                        return Err(rt(
                            line,
                            msg!(
                                "cell [{i}] is read before it was ever assigned (uninitialised)",
                                "元素 [{i}] 在赋值之前就被读取了（未初始化）"
                            ),
                        ));
                    };
                    let new = wrap(old.wrapping_add(d as i64), bits);
                    *cell = Value::Int(new);
                    if let Some(post) = push {
                        self.stack.push(Value::Int(if post { old } else { new }));
                    }
                }
                Op::StrSet => {
                    let c = self.int(line)?;
                    let i = self.int(line)?;
                    let Value::Str(s) = self.pop() else {
                        return Err(rt(
                            line,
                            msg!("the string was never created", "字符串从未创建"),
                        ));
                    };
                    let mut chars: Vec<char> = s.chars().collect();
                    if i < 0 || i as usize >= chars.len() {
                        return Err(rt(
                            line,
                            msg!(
                                "string index {i} is out of range: the length is {}",
                                "字符串下标 {i} 越界：长度是 {}",
                                chars.len()
                            ),
                        ));
                    }
                    chars[i as usize] = char::from_u32(c as u32).unwrap_or('?');
                    self.stack
                        .push(Value::Str(Rc::from(chars.into_iter().collect::<String>())));
                }
                Op::Bin(b, long) => {
                    let (b, long) = (*b, *long);
                    let rv = self.pop();
                    let lv = self.pop();
                    let v = binary(b, long, lv, rv, line)?;
                    self.stack.push(v);
                }
                Op::Neg(long) => {
                    let bits = if *long { 64 } else { 32 };
                    let v = self.int(line)?;
                    self.stack.push(Value::Int(wrap(v.wrapping_neg(), bits)));
                }
                Op::BitNot(long) => {
                    let bits = if *long { 64 } else { 32 };
                    let v = self.int(line)?;
                    self.stack.push(Value::Int(wrap(!v, bits)));
                }
                Op::Not => {
                    let t = self.truth(line)?;
                    self.stack.push(Value::Bool(!t));
                }
                Op::Narrow(bits) => {
                    let bits = *bits;
                    let v = self.int(line)?;
                    self.stack.push(Value::Int(wrap(v, bits)));
                }
                Op::ToChar => {
                    let v = self.int(line)?;
                    self.stack.push(Value::Char((v as u16) as u32));
                }
                Op::Concat => {
                    let r = self.pop();
                    let l = self.pop();
                    let mut s = text_of(&l, &self.heap);
                    s.push_str(&text_of(&r, &self.heap));
                    if s.len() > MAX_OUTPUT {
                        return Err(rt(
                            line,
                            msg!(
                                "a string grew longer than the interpreter allows",
                                "字符串超过了解释器允许的长度"
                            ),
                        ));
                    }
                    self.stack.push(Value::Str(Rc::from(s)));
                }
                Op::Jump(t) => frame.pc = *t,
                Op::Iterate => self.last_step = (0, 0),
                Op::JumpIfFalse(t) => {
                    let t = *t;
                    if !self.truth(line)? {
                        self.frames.last_mut().expect("frame").pc = t;
                    }
                }
                Op::JumpIfTrue(t) => {
                    let t = *t;
                    if self.truth(line)? {
                        self.frames.last_mut().expect("frame").pc = t;
                    }
                }
                Op::Call(f, argc) => {
                    let (f, argc) = (*f as usize, *argc as usize);
                    if self.frames.len() > MAX_CALL_DEPTH {
                        let name = &program.funcs[f].name;
                        return Err(rt(line, msg!("call too deep: more than {MAX_CALL_DEPTH} calls are active (calling `{name}`); a recursion that never stops", "调用太深：超过 {MAX_CALL_DEPTH} 个调用尚未返回（正在调用 `{name}`）；递归可能停不下来")));
                    }
                    let callee = &program.funcs[f];
                    let mut locals = vec![Value::Dead; callee.locals.len()];
                    let base = self.stack.len() - argc;
                    for (k, v) in self.stack.drain(base..).enumerate() {
                        locals[k] = v;
                    }
                    self.frames.push(Frame {
                        func: f as u16,
                        pc: 0,
                        locals,
                        stack_base: base as u32,
                        line,
                    });
                }
                Op::Ret(has) => {
                    let v = if *has { self.pop() } else { Value::Null };
                    let done = self.frames.pop().expect("frame");
                    self.stack.truncate(done.stack_base as usize);
                    self.stack.push(v);
                    // The caller's line gets no new step after a return
                    // (docs/programs.md): what is left of it, such as the
                    // `continue` of `if (check(a, i) == 0) continue;`, is
                    // part of the step it had when it made the call.
                    if let Some(caller) = self.frames.last() {
                        self.last_step = (caller.line, self.frames.len());
                    }
                }
                Op::NewArray(Fill::Value(fill)) => {
                    let fill = fill.clone();
                    let len = self.int(line)?;
                    if !(0..=1_000_000).contains(&len) {
                        return Err(rt(
                            line,
                            msg!(
                                "an array of length {len} cannot be created (0 to 1000000)",
                                "不能创建长度为 {len} 的数组（长度须为 0 到 1000000）"
                            ),
                        ));
                    }
                    let v = self.alloc(ObjKind::Array, vec![fill; len as usize], line)?;
                    self.stack.push(v);
                }
                Op::NewList(vector) => {
                    let kind = if *vector {
                        ObjKind::Vector
                    } else {
                        ObjKind::List
                    };
                    let v = self.alloc(kind, vec![], line)?;
                    self.stack.push(v);
                }
                Op::StrFill => {
                    let c = self.int(line)?;
                    let len = self.int(line)?;
                    if !(0..=100_000).contains(&len) {
                        return Err(rt(
                            line,
                            msg!(
                                "a string of length {len} cannot be created",
                                "不能创建长度为 {len} 的字符串"
                            ),
                        ));
                    }
                    let ch = char::from_u32(c as u32).unwrap_or('?');
                    self.stack.push(Value::Str(Rc::from(
                        std::iter::repeat_n(ch, len as usize).collect::<String>(),
                    )));
                }
                Op::Len | Op::Size => {
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    self.stack
                        .push(Value::Int(self.heap[r as usize].cells.len() as i64));
                }
                Op::StrLen => match self.pop() {
                    Value::Str(s) => self.stack.push(Value::Int(s.chars().count() as i64)),
                    _ => return Err(rt(line, msg!("the string is null", "字符串是 null"))),
                },
                Op::ListAdd | Op::PushBack => {
                    let vector = matches!(op, Op::PushBack);
                    let mut v = self.pop();
                    if vector {
                        v = self.deep_copy(v, line)?;
                    }
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    self.heap_cells += 1;
                    if self.heap_cells > MAX_HEAP_CELLS {
                        return Err(rt(
                            line,
                            msg!(
                                "the program made more than {MAX_HEAP_CELLS} cells: out of memory",
                                "程序创建了超过 {MAX_HEAP_CELLS} 个元素：内存不足"
                            ),
                        ));
                    }
                    self.heap[r as usize].cells.push(v);
                    self.stack.push(if vector {
                        Value::Null
                    } else {
                        Value::Bool(true)
                    });
                }
                Op::ListGet => {
                    let i = self.int(line)?;
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    let at = self.cell_index(r, i, line, "list")?;
                    self.stack.push(self.heap[r as usize].cells[at].clone());
                }
                Op::ListRemove => {
                    let i = self.int(line)?;
                    let base = self.pop();
                    let r = self.obj(&base, line)?;
                    let at = self.cell_index(r, i, line, "list")?;
                    let v = self.heap[r as usize].cells.remove(at);
                    self.stack.push(v);
                }
                Op::Print(argc, newline) => {
                    let (argc, newline) = (*argc as usize, *newline);
                    let base = self.stack.len() - argc;
                    let mut text = String::new();
                    for v in &self.stack[base..] {
                        text.push_str(&text_of(v, &self.heap));
                    }
                    self.stack.truncate(base);
                    if newline {
                        text.push('\n');
                    }
                    self.write(&text, line)?;
                }
                Op::Abs => {
                    let v = self.int(line)?;
                    self.stack.push(Value::Int(v.wrapping_abs()));
                }
                Op::Hook(l) => {
                    let l = *l;
                    if let Some(e) = hooks.after(l, self, program) {
                        self.raised.push(e);
                    }
                }
                Op::CondHook(l) => {
                    let l = *l;
                    let taken = match self.stack.last() {
                        Some(Value::Bool(b)) => *b,
                        Some(Value::Int(i)) => *i != 0,
                        _ => false,
                    };
                    if let Some(e) = hooks.cond(l, taken, self, program) {
                        self.raised.push(e);
                    }
                }
                Op::Prelude => {
                    if self.prelude {
                        self.prelude = false;
                        return Ok(true);
                    }
                }
                Op::Halt => {
                    self.result = self.stack.pop();
                    self.frames.clear();
                    return Ok(false);
                }
            }
        }
    }

    /// The value of a variable as the program at the current step sees it:
    /// the innermost frame's local, else a global. `name` is the built-in
    /// program's (the hooks'): an edited program's renamed variable is found
    /// under its new name.
    pub(crate) fn var(&self, program: &Program, name: &str) -> Option<&Value> {
        let name = program.spelling(name);
        if let Some(f) = self.frames.last() {
            let func = &program.funcs[f.func as usize];
            for (k, (n, _)) in func.locals.iter().enumerate().rev() {
                if n == name && f.locals[k] != Value::Dead {
                    return Some(&f.locals[k]);
                }
            }
        }
        let k = program.globals.iter().position(|(n, _)| n == name)?;
        Some(&self.globals[k])
    }

    /// An integer variable (see [`var`](Self::var)).
    pub(crate) fn int_var(&self, program: &Program, name: &str) -> Option<i64> {
        match self.var(program, name)? {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// Cell `i` of the array or list in variable `name`, as an integer.
    pub(crate) fn cell(&self, program: &Program, name: &str, i: i64) -> Option<i64> {
        let Value::Ref(r) = self.var(program, name)? else {
            return None;
        };
        match self
            .heap
            .get(*r as usize)?
            .cells
            .get(usize::try_from(i).ok()?)?
        {
            Value::Int(v) => Some(*v),
            _ => None,
        }
    }
}

fn binary(b: Bin, long: bool, l: Value, r: Value, line: u32) -> Result<Value, ProgramError> {
    let as_int = |v: &Value| match v {
        Value::Int(i) => Some(*i),
        Value::Char(c) => Some(*c as i64),
        Value::Bool(x) => Some(*x as i64),
        _ => None,
    };
    if matches!(l, Value::Uninit) || matches!(r, Value::Uninit) {
        return Err(rt(
            line,
            msg!(
                "a value is read before it was ever assigned (uninitialised)",
                "读取了一个从未赋值的值（未初始化）"
            ),
        ));
    }
    if let (Value::Bool(x), Value::Bool(y)) = (&l, &r) {
        let (x, y) = (*x, *y);
        return Ok(Value::Bool(match b {
            Bin::And => x & y,
            Bin::Or => x | y,
            Bin::Xor | Bin::Ne => x ^ y,
            Bin::Eq => x == y,
            _ => {
                return Err(rt(
                    line,
                    msg!(
                        "this operator needs numbers, not booleans",
                        "这个运算符需要数字，而不是布尔值"
                    ),
                ))
            }
        }));
    }
    let (Some(x), Some(y)) = (as_int(&l), as_int(&r)) else {
        return Ok(Value::Bool(match b {
            Bin::Eq => l == r,
            Bin::Ne => l != r,
            _ => {
                return Err(rt(
                    line,
                    msg!("this operator needs numbers", "这个运算符需要数字"),
                ))
            }
        }));
    };
    let bits = if long { 64 } else { 32 };
    let shift_mask = if long { 63 } else { 31 };
    let v = match b {
        Bin::Add => x.wrapping_add(y),
        Bin::Sub => x.wrapping_sub(y),
        Bin::Mul => x.wrapping_mul(y),
        Bin::Div | Bin::Rem => {
            if y == 0 {
                let (what, what_zh, op) = if b == Bin::Div {
                    ("division", "除以零", "/")
                } else {
                    ("remainder", "对零取余", "%")
                };
                return Err(rt(
                    line,
                    msg!("{what} by zero: {x} {op} 0", "{what_zh}：{x} {op} 0"),
                ));
            }
            if b == Bin::Div {
                wrap(x, bits).wrapping_div(y)
            } else {
                wrap(x, bits).wrapping_rem(y)
            }
        }
        Bin::And => x & y,
        Bin::Or => x | y,
        Bin::Xor => x ^ y,
        Bin::Shl => x.wrapping_shl((y & shift_mask) as u32),
        Bin::Shr => wrap(x, bits) >> (y & shift_mask),
        Bin::Ushr => {
            if long {
                ((x as u64) >> (y & 63)) as i64
            } else {
                ((x as u32) >> (y & 31)) as i64
            }
        }
        Bin::Eq => return Ok(Value::Bool(x == y)),
        Bin::Ne => return Ok(Value::Bool(x != y)),
        Bin::Lt => return Ok(Value::Bool(x < y)),
        Bin::Le => return Ok(Value::Bool(x <= y)),
        Bin::Gt => return Ok(Value::Bool(x > y)),
        Bin::Ge => return Ok(Value::Bool(x >= y)),
    };
    Ok(Value::Int(wrap(v, bits)))
}
