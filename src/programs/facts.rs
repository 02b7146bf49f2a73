//! What the page reads off a program: each function's parameters, the
//! cells it indexes by a variable, and the integers it uses as bit
//! sets. Read from the syntax tree the run itself was compiled from, so a
//! learner's edited text is read exactly as it runs (`int cols = 0, ld,
//! rd;` declares three masks; a regular expression over the text saw one).

use super::ast::{Expr, ExprKind, Function, Stmt, StmtKind, Unit};
use std::collections::BTreeSet;

/// A program's facts (see the module's documentation).
///
/// ```
/// use nqueens_lab::programs::ProgramRun;
/// let run = ProgramRun::new("flags", 4)?;
/// let facts = run.program_facts();
/// let try_ = facts.functions.iter().find(|f| f.name == "try").unwrap();
/// assert_eq!(try_.params, ["i"]);
/// // `a[i] = j;` names the board's cell; `c[i + j]` is not a cell indexed by a variable.
/// assert!(try_.cells.contains(&("a".to_string(), "i".to_string())));
/// assert!(!try_.cells.contains(&("c".to_string(), "i".to_string())));
/// assert!(facts.masks.is_empty());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProgramFacts {
    /// The functions (or methods), in the text's order.
    pub functions: Vec<FunctionFacts>,
    /// The variables declared as integers somewhere in the program and used
    /// as bit sets: an operand of `&`, `|`, `^` (also as `&=`, `|=`, `^=`) or
    /// `~`, or the shifted side of `<<`, `>>`, `>>>` when it is not also used
    /// as a number, ordered by `<`, `<=`, `>`, `>=` or the size of an array
    /// (`new boolean[(n << 1) - 1]` after `if (n < 1)` doubles the size `n`).
    /// Sorted, each once.
    pub masks: Vec<String>,
}

/// One function's facts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FunctionFacts {
    /// Its name.
    pub name: String,
    /// Its parameters' names, in order.
    pub params: Vec<String>,
    /// The cells it names as `array[index]` with a plain variable as the
    /// index (read or written), as `(array, index)`; sorted, each once.
    pub cells: Vec<(String, String)>,
}

/// The facts of `unit`.
pub(crate) fn program_facts(unit: &Unit) -> ProgramFacts {
    let mut integers = BTreeSet::new();
    let mut operands = BTreeSet::new();
    let mut shifted = BTreeSet::new();
    let mut numbers = BTreeSet::new();
    for g in &unit.globals {
        if g.ty.is_int() {
            integers.insert(g.name.clone());
        }
    }
    let functions = unit
        .functions
        .iter()
        .map(|f| {
            for (ty, name) in &f.params {
                if ty.is_int() {
                    integers.insert(name.clone());
                }
            }
            let mut cells = BTreeSet::new();
            for_each_in_function(f, &mut |item| match item {
                Item::Stmt(s) => {
                    if let StmtKind::Decl(decls) = &s.kind {
                        let ints = decls.iter().filter(|d| d.dims.is_none() && d.ty.is_int());
                        integers.extend(ints.map(|d| d.name.clone()));
                    }
                }
                Item::Expr(e) => {
                    bit_operands(e, &mut operands, &mut shifted);
                    numeric_operands(e, &mut numbers);
                    if let Some(cell) = indexed_cell(e) {
                        cells.insert(cell);
                    }
                }
            });
            FunctionFacts {
                name: f.name.clone(),
                params: f.params.iter().map(|(_, name)| name.clone()).collect(),
                cells: cells.into_iter().collect(),
            }
        })
        .collect();
    operands.extend(shifted.difference(&numbers).cloned());
    let masks = operands.intersection(&integers).cloned().collect();
    ProgramFacts { functions, masks }
}

enum Item<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// Calls `visit` on every statement of `f` and every expression in it,
/// sub-expressions included.
fn for_each_in_function<'a>(f: &'a Function, visit: &mut impl FnMut(Item<'a>)) {
    f.body.iter().for_each(|s| stmt(s, visit));
}

fn stmt<'a>(s: &'a Stmt, visit: &mut impl FnMut(Item<'a>)) {
    visit(Item::Stmt(s));
    match &s.kind {
        StmtKind::Expr(e) => expr(e, visit),
        StmtKind::Decl(decls) => {
            for d in decls {
                let args = d.ctor.iter().flatten();
                d.dims
                    .iter()
                    .chain(&d.init)
                    .chain(args)
                    .for_each(|e| expr(e, visit));
            }
        }
        StmtKind::If(cond, then, other) => {
            expr(cond, visit);
            stmt(then, visit);
            if let Some(other) = other {
                stmt(other, visit);
            }
        }
        StmtKind::For {
            init,
            cond,
            update,
            body,
        } => {
            init.iter().for_each(|s| stmt(s, visit));
            cond.iter().chain(update).for_each(|e| expr(e, visit));
            stmt(body, visit);
        }
        StmtKind::While(cond, body) => {
            expr(cond, visit);
            stmt(body, visit);
        }
        StmtKind::Block(body) => body.iter().for_each(|s| stmt(s, visit)),
        StmtKind::Return(Some(e)) => expr(e, visit),
        StmtKind::Return(None) | StmtKind::Break | StmtKind::Continue | StmtKind::Empty => {}
    }
}

fn expr<'a>(e: &'a Expr, visit: &mut impl FnMut(Item<'a>)) {
    visit(Item::Expr(e));
    match &e.kind {
        ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) => {
            expr(a, visit);
            expr(b, visit);
        }
        ExprKind::Unary(_, a)
        | ExprKind::IncDec { target: a, .. }
        | ExprKind::Member(a, _)
        | ExprKind::NewArray(_, a)
        | ExprKind::Cast(_, a) => expr(a, visit),
        ExprKind::Ternary(a, b, c) => {
            expr(a, visit);
            expr(b, visit);
            expr(c, visit);
        }
        ExprKind::Call(_, args) | ExprKind::NewObject(_, args) => {
            args.iter().for_each(|a| expr(a, visit));
        }
        ExprKind::Method(target, _, args) => {
            expr(target, visit);
            args.iter().for_each(|a| expr(a, visit));
        }
        ExprKind::Int(..)
        | ExprKind::Bool(_)
        | ExprKind::Char(_)
        | ExprKind::Str(_)
        | ExprKind::Null
        | ExprKind::Name(_)
        | ExprKind::This(_) => {}
    }
}

/// The variable `e` names (`x`, `this.x`, `(int) x`), if it is one.
fn variable(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Name(name) | ExprKind::This(name) => Some(name),
        ExprKind::Cast(_, inner) => variable(inner),
        _ => None,
    }
}

/// Adds the variables `e` itself uses as bit sets (not its sub-expressions'):
/// the operands of a bitwise operator to `out`, the shifted side of a shift to
/// `shifted`.
fn bit_operands(e: &Expr, out: &mut BTreeSet<String>, shifted_out: &mut BTreeSet<String>) {
    let (both, shifted): (&[&Expr], &[&Expr]) = match &e.kind {
        ExprKind::Binary(op, a, b) | ExprKind::Assign(Some(op), a, b) => match *op {
            "&" | "|" | "^" => (&[a, b], &[]),
            "<<" | ">>" | ">>>" => (&[], &[a]),
            _ => return,
        },
        ExprKind::Unary("~", a) => (&[a], &[]),
        _ => return,
    };
    for operand in both {
        if let Some(name) = variable(operand) {
            out.insert(name.to_string());
        }
    }
    for operand in shifted {
        if let Some(name) = variable(operand) {
            shifted_out.insert(name.to_string());
        }
    }
}

/// Adds the variables `e` itself uses as numbers: an operand of `<`, `<=`,
/// `>`, `>=`, or the size of a new array.
fn numeric_operands(e: &Expr, out: &mut BTreeSet<String>) {
    let operands: &[&Expr] = match &e.kind {
        ExprKind::Binary("<" | "<=" | ">" | ">=", a, b) => &[a, b],
        ExprKind::NewArray(_, size) => &[size],
        _ => return,
    };
    out.extend(
        operands
            .iter()
            .filter_map(|e| variable(e))
            .map(str::to_string),
    );
}

/// `(array, index)` when `e` is `array[index]` with a variable as the index.
fn indexed_cell(e: &Expr) -> Option<(String, String)> {
    let ExprKind::Index(array, index) = &e.kind else {
        return None;
    };
    let name = |e: &Expr| match &e.kind {
        ExprKind::Name(n) | ExprKind::This(n) => Some(n.clone()),
        _ => None,
    };
    Some((name(array)?, name(index)?))
}

#[cfg(test)]
mod tests {
    use super::super::parser::parse;
    use super::*;

    fn facts(src: &str) -> ProgramFacts {
        program_facts(&parse(src).expect("parses"))
    }

    #[test]
    fn masks_are_integers_used_as_bit_sets() {
        let f = facts(
            "int cols = 0, ld, rd; boolean on;\n\
             void place(int row, int n) { int free = ~(cols | ld | rd) & ((1 << n) - 1);\n\
             ld <<= 1; free &= free - 1; int x = row + n; on = on && true; long w = (long) x >> 2; }",
        );
        assert_eq!(f.masks, ["cols", "free", "ld", "rd", "x"]);
        // 004's boolean arrays: `(n << 1) - 1` doubles the board size, compared and used as a size
        let booleans = facts(
            "boolean[] cols; void placeQueens(int n) { if (n < 1) return;\n\
             cols = new boolean[n]; cols = new boolean[(n << 1) - 1]; }",
        );
        assert!(booleans.masks.is_empty(), "{:?}", booleans.masks);
        assert!(
            facts("int a; int b; void f() { if (a > 0 && b > 0 || a < b) a = b; }")
                .masks
                .is_empty()
        );
    }

    #[test]
    fn cells_are_per_function_with_a_variable_index() {
        let f = facts(
            "int a[9]; int c[20];\n\
             void put(int i, int j) { a[i] = j; c[i + j] = 1; a[j]++; }\n\
             void look(int k) { if (a[k] > 0) a[1] = 0; this.c[k] += 1; }",
        );
        let cells = |name: &str| {
            let f = f.functions.iter().find(|f| f.name == name).unwrap();
            f.cells.clone()
        };
        let pair = |a: &str, i: &str| (a.to_string(), i.to_string());
        assert_eq!(cells("put"), [pair("a", "i"), pair("a", "j")]);
        assert_eq!(cells("look"), [pair("a", "k"), pair("c", "k")]);
        assert_eq!(f.functions[0].params, ["i", "j"]);
    }
}
