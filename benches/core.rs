//! Criterion benchmarks of the core: `cargo bench` (all), or e.g.
//! `cargo bench -- count/14` for one. Kept short: small samples, short
//! measurement times for the slow cases. `make bench` is the side-by-side
//! comparison with C, JavaScript and wasm; this is for tuning the core.
//!
//! Groups:
//! - `count`: the full-symmetry counter, n = 10..=15;
//! - `count14`: the same n = 14 by `count`, `count_mirror`, `count_plain`,
//!   for the ratio of the fast counter to the baselines;
//! - `iterate`: every solution of n = 12, by `Iterator` and `next_batch`;
//! - `stepper`: `advance(10^6)`, `seek(10^7)` from the start, and one
//!   `back()` (plus the `step()` that restores the position) at position 10
//!   and at position 10^7.

use criterion::{
    black_box, criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput,
};
use std::time::Duration;

fn count(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    // Flat sampling: slow cases run a few iterations per sample, not 1..=10.
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300));
    for n in 10..=15 {
        group.measurement_time(Duration::from_secs(if n >= 14 { 4 } else { 2 }));
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| nqueens_lab::count(black_box(n)).unwrap())
        });
    }
    group.finish();
}

fn count14(c: &mut Criterion) {
    let mut group = c.benchmark_group("count14");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(4));
    group.bench_function("count", |b| {
        b.iter(|| nqueens_lab::count(black_box(14)).unwrap())
    });
    group.bench_function("count_mirror", |b| {
        b.iter(|| nqueens_lab::count_mirror(black_box(14)).unwrap())
    });
    group.bench_function("count_plain", |b| {
        b.iter(|| nqueens_lab::count_plain(black_box(14)).unwrap())
    });
    group.finish();
}

fn iterate(c: &mut Criterion) {
    let mut group = c.benchmark_group("iterate");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .throughput(Throughput::Elements(14_200));
    group.bench_function("n12/iterator", |b| {
        b.iter(|| nqueens_lab::Solutions::new(black_box(12)).unwrap().count())
    });
    group.bench_function("n12/next_batch", |b| {
        let mut buf = vec![0u8; 12 * 1024];
        b.iter(|| {
            let mut it = nqueens_lab::Solutions::new(black_box(12)).unwrap();
            let mut total = 0;
            loop {
                let k = it.next_batch(&mut buf);
                if k == 0 {
                    break total;
                }
                total += k;
            }
        })
    });
    group.finish();
}

fn stepper(c: &mut Criterion) {
    let mut group = c.benchmark_group("stepper");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    group.throughput(Throughput::Elements(1_000_000));
    group.bench_function("advance_1e6/n14", |b| {
        b.iter(|| {
            let mut s = nqueens_lab::Stepper::new(14).unwrap();
            s.advance(black_box(1_000_000))
        })
    });
    group.throughput(Throughput::Elements(10_000_000));
    group.bench_function("seek_1e7/n14", |b| {
        b.iter(|| {
            let mut s = nqueens_lab::Stepper::new(14).unwrap();
            s.seek(black_box(10_000_000))
        })
    });
    group.throughput(Throughput::Elements(1));
    for position in [10u64, 10_000_000] {
        let mut s = nqueens_lab::Stepper::new(32).unwrap();
        s.seek(position);
        group.bench_with_input(
            BenchmarkId::new("back_then_step/n32", position),
            &position,
            |b, _| {
                b.iter(|| {
                    let undone = s.back();
                    s.step();
                    undone
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, count, count14, iterate, stepper);
criterion_main!(benches);
