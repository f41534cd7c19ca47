/* Shared by the benchmark kernels. Each file in bench/kernels/ is compiled
 * twice: with the cuacc plugin (functions named *_acc: the directives run on
 * the GPU) and with plain clang-19 -O3 -DBENCH_SERIAL (functions named
 * *_serial: the same C, the directives ignored) — the serial version is the
 * cuacc source itself, as a user would have it before offloading.
 *
 * The *_resident functions exist only in the cuacc build: they enter a data
 * region so that the arrays stay on the device, then call the kernel
 * function 'reps' times between bench_mark_begin() and bench_mark_end(),
 * which the harness implements with device events (bench/main.cu).
 * Every kernel is declared here, from kernels.def, for the harness too. */
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

/* The kernels (kernels.def): in C, this build's names, checked against the
 * definitions; in C++ (the harness), every build's. */
#ifdef __cplusplus
#define BENCH_ROWS(Type, Name, Extents) Type *Name
#define BENCH_KERNEL(Ret, Name, Params)                                        \
  Ret Name##_acc Params;                                                       \
  Ret Name##_serial Params;
#define BENCH_RESIDENT(Ret, Name, Params) Ret Name##_resident Params;
#else
#define BENCH_ROWS(Type, Name, Extents) Type(*Name) Extents
#define BENCH_KERNEL(Ret, Name, Params) Ret FN(Name) Params;
#ifdef BENCH_SERIAL
#define BENCH_RESIDENT(Ret, Name, Params)
#else
#define BENCH_RESIDENT(Ret, Name, Params) Ret Name##_resident Params;
#endif
#endif
#include "kernels.def"
#undef BENCH_ROWS
#undef BENCH_KERNEL
#undef BENCH_RESIDENT
#ifdef __cplusplus
}
#endif

#endif
