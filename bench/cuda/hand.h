// Hand-written CUDA versions of the benchmark kernels: launchers that take
// device pointers and enqueue on the legacy default stream.
#ifndef BENCH_HAND_H
#define BENCH_HAND_H

void triad_cuda(int n, float *a, const float *b, const float *c, float s);
void jacobi_cuda(int n, int m, const float *a, float *b, float w0, float w1);
void stencil3d_cuda(int n, const float *a, float *b, float c0, float c1);
// Requires n, m multiples of 128 and p of 8.
void sgemm_cuda(int n, int m, int p, const float *A, const float *B, float *C);
// Requires m a multiple of 4.
void matvec_cuda(int n, int m, const float *A, const float *x, float *y);
void matvec_t_cuda(int n, int m, const float *A, const float *y, float *z);
// The result lands in *out (device); 'partial' holds dot_partials() floats.
void dot_cuda(int n, const float *x, const float *y, float *partial,
              float *out);
int dot_partials();
void transpose_cuda(int n, int m, const float *a, float *b);
void conv3x3_cuda(int n, int m, const float *a, const float *w9, float *b);

#endif
