/* Shared by the benchmark kernels. Each file in bench/kernels/ is compiled
 * twice: with the cuacc plugin (functions named *_acc: the directives run on
 * the GPU) and with plain clang-19 -O3 -DBENCH_SERIAL (functions named
 * *_serial: the same C, the directives ignored) — the serial version is the
 * cuacc source itself, as a user would have it before offloading.
 *
 * The *_resident functions exist only in the cuacc build: they enter a data
 * region so that the arrays stay on the device, then call the kernel
 * function 'reps' times between bench_mark_begin() and bench_mark_end(),
 * which the harness implements with device events (bench/main.cu). */
#ifndef BENCH_H
#define BENCH_H

#ifdef BENCH_SERIAL
#define FN(name) name##_serial
#else
#define FN(name) name##_acc
#endif

#ifdef __cplusplus
extern "C" {
#endif
void bench_mark_begin(void);
void bench_mark_end(void);
double bench_now_ms(void);
#ifdef __cplusplus
}
#endif

#endif
