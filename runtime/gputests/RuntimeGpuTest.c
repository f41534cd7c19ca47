/* The runtime on a real GPU, through the ABI the code generator targets.
 *
 *   cuaccrt-gpu-test correct    results of 1-D, 2-D section, data region,
 *                               update; run with PGI_ACC_TIME=1 for a report
 *   cuaccrt-gpu-test bandwidth  256 MiB pageable transfers through the
 *                               runtime next to raw cuMemcpy from pinned and
 *                               pageable memory, in the same run
 *   cuaccrt-gpu-test staged     transfers through the staging buffers
 *                               (more chunks than buffers, a partial
 *                               last chunk, rows longer than a chunk)
 *                               arrive exactly, both ways
 *   cuaccrt-gpu-test sizes      copyin / copyout rates from 1 to 128 MiB
 *                               next to pageable cuMemcpy
 *   cuaccrt-gpu-test overhead   enter + launch + exit with data present,
 *                               next to a bare cuLaunchKernel
 *   cuaccrt-gpu-test illegal    a kernel that faults: the runtime must name
 *                               it and exit non-zero
 */
#include "accel.h"
#include "cuacc_rt.h"
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

extern const unsigned char cuacc_test_image[];
static cuacc_module M = {cuacc_test_image, 0};
static cuacc_kernel Scale = {&M, "scale", 12, 0};
static cuacc_kernel Add2d = {&M, "add2d", 20, 0};
static cuacc_kernel Empty = {&M, "empty", 30, 0};
static cuacc_kernel Poke = {&M, "poke", 40, 0};

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int failures = 0;
static void expect(int ok, const char *what) {
  printf("%-58s %s\n", what, ok ? "ok" : "FAILED");
  failures += !ok;
}

static int correct(void) {
  /* 1-D: out = 3 * in. */
  int n = 1 << 20;
  float *in = malloc(n * sizeof(float)), *out = malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    in[i] = (float)i;
    out[i] = -1;
  }
  static cuacc_region R1 = {"gpu-test.c", "correct", 10, 0, 0};
  cuacc_data d1[2] = {{"in", in, n * sizeof(float), 1, 0, CUACC_COPYIN, 0},
                      {"out", out, n * sizeof(float), 1, 0, CUACC_COPYOUT, 0}};
  if (!cuacc_region_enter(&R1, d1, 2, 1)) {
    printf("no device: %s\n", "regions run on the host");
    return 1;
  }
  float s = 3;
  void *a1[] = {&d1[1].device, &d1[0].device, &s, &n};
  unsigned g1[3] = {(n + 255) / 256, 1, 1}, b1[3] = {256, 1, 1};
  cuacc_launch(&R1, &Scale, g1, b1, 0, a1);
  cuacc_region_exit(&R1, d1, 2);
  int ok = 1;
  for (int i = 0; i < n; ++i)
    ok &= out[i] == 3.0f * i;
  expect(ok, "1-D copyin/copyout, kernel out = 3*in");
  expect(!cuacc_is_present(in, 4), "released after the region");

  /* 2-D section: the interior a[1:62][1:98] of a[64][100] moves both ways;
   * the border must not be touched on the host. */
  enum { R = 64, C = 100 };
  static float a[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      a[i][j] = i * 1000 + j;
  static cuacc_region R2 = {"gpu-test.c", "correct", 19, 0, 0};
  cuacc_data d2 = {"a", &a[1][1], (C - 2) * sizeof(float), R - 2,
                   C * sizeof(float), CUACC_COPY, 0};
  cuacc_region_enter(&R2, &d2, 1, 1);
  int pitch = C, rows = R - 2, cols = C - 2;
  float v = 0.5f;
  void *a2[] = {&d2.device, &pitch, &rows, &cols, &v};
  unsigned g2[3] = {1, rows, 1}, b2[3] = {128, 1, 1};
  cuacc_launch(&R2, &Add2d, g2, b2, 0, a2);
  /* Change the border on the host while the region runs: must survive. */
  a[0][0] = -7;
  cuacc_region_exit(&R2, &d2, 1);
  ok = a[0][0] == -7;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      int inside = i > 0 && i < R - 1 && j > 0 && j < C - 1;
      if (i == 0 && j == 0)
        continue;
      ok &= a[i][j] == i * 1000 + j + (inside ? 0.5f : 0);
    }
  expect(ok, "2-D section copy: interior updated, border untouched");

  /* One array as two items, as inferred clauses make it: copyin of all of
   * it, copyout of a part; the part must come back. */
  static cuacc_region R4 = {"gpu-test.c", "correct", 35, 0, 0};
  for (int i = 0; i < n; ++i)
    out[i] = 1;
  cuacc_data d4[2] = {{"out", out, n * sizeof(float), 1, 0, CUACC_COPYIN, 0, 0},
                      {"out", out + 1, (n - 2) * sizeof(float), 1, 0,
                       CUACC_COPYOUT, 0, 0}};
  cuacc_region_enter(&R4, d4, 2, 1);
  float five = 5;
  void *a4[] = {&d4[0].device, &d4[0].device, &five, &n};
  cuacc_launch(&R4, &Scale, g1, b1, 0, a4);
  cuacc_region_exit(&R4, d4, 2);
  expect(out[0] == 1 && out[1] == 5 && out[n - 2] == 5 && out[n - 1] == 1,
         "copyin + copyout of one array: the part comes back");

  /* Data region: 10 regions find 'in' present and move nothing; 'update'
   * moves it on request. */
  static cuacc_region D = {"gpu-test.c", "correct", 40, 1, 0};
  static cuacc_region R3 = {"gpu-test.c", "correct", 42, 0, 0};
  static cuacc_region U = {"gpu-test.c", "correct", 50, 0, 0};
  for (int i = 0; i < n; ++i)
    in[i] = 1;
  cuacc_data dd = {"in", in, n * sizeof(float), 1, 0, CUACC_COPY, 0};
  cuacc_region_enter(&D, &dd, 1, 1);
  expect(cuacc_is_present(in, n * sizeof(float)), "present in the data region");
  for (int it = 0; it < 10; ++it) {
    cuacc_data d3 = {"in", in, n * sizeof(float), 1, 0, CUACC_COPY, 0};
    cuacc_region_enter(&R3, &d3, 1, 1);
    float two = 2;
    void *a3[] = {&d3.device, &d3.device, &two, &n};
    cuacc_launch(&R3, &Scale, g1, b1, 0, a3);
    cuacc_region_exit(&R3, &d3, 1);
  }
  expect(in[5] == 1, "inner regions left the host copy alone");
  cuacc_data up = {"in", in, 16 * sizeof(float), 1, 0, CUACC_UPDATE_HOST, 0};
  cuacc_update(&U, &up, 1);
  expect(in[5] == 1024 && in[16] == 1, "update host of a section");
  in[0] = 5;
  cuacc_data down = {"in", in, sizeof(float), 1, 0, CUACC_UPDATE_DEVICE, 0};
  cuacc_update(&U, &down, 1);
  cuacc_region_exit(&D, &dd, 1);
  ok = in[0] == 5 && in[1] == 1024 && in[n - 1] == 1024;
  expect(ok, "data region copies out once at its end");
  free(in);
  free(out);
  return failures;
}

/* A 2-D section of rows x cols floats inside a rows+2 x cols+2 matrix goes
 * in and out through the staging buffers; the kernel adds v to it. */
static int staged_2d(int rows, int cols, const char *what) {
  size_t C = (size_t)cols + 2, R = (size_t)rows + 2;
  float *a = malloc(R * C * sizeof(float));
  for (size_t k = 0; k < R * C; ++k)
    a[k] = (float)(k % 1000003);
  static cuacc_region S2 = {"gpu-test.c", "staged", 120, 0, 0};
  cuacc_data d = {"a", a + C + 1, cols * sizeof(float), rows,
                  C * sizeof(float), CUACC_COPY, 0};
  cuacc_region_enter(&S2, &d, 1, 1);
  int pitch = (int)C;
  float v = 2;
  void *args[] = {&d.device, &pitch, &rows, &cols, &v};
  unsigned g[3] = {(cols + 127) / 128, rows, 1}, b[3] = {128, 1, 1};
  cuacc_launch(&S2, &Add2d, g, b, 0, args);
  cuacc_region_exit(&S2, &d, 1);
  int ok = 1;
  for (size_t i = 0; i < R; ++i)
    for (size_t j = 0; j < C; ++j) {
      size_t k = i * C + j;
      int inside = i > 0 && i < R - 1 && j > 0 && j < C - 1;
      ok &= a[k] == (float)(k % 1000003) + (inside ? 2 : 0);
    }
  free(a);
  expect(ok, what);
  return ok;
}

static int staged(void) {
  /* 1-D: 100 MiB and 12 bytes, so that the last chunk is partial. */
  int n = (100 << 18) + 3;
  float *in = malloc(n * sizeof(float)), *out = malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    in[i] = (float)(i % 999983);
    out[i] = -1;
  }
  static cuacc_region S1 = {"gpu-test.c", "staged", 100, 0, 0};
  cuacc_data d[2] = {{"in", in, n * sizeof(float), 1, 0, CUACC_COPYIN, 0},
                     {"out", out, n * sizeof(float), 1, 0, CUACC_COPYOUT, 0}};
  if (!cuacc_region_enter(&S1, d, 2, 1)) {
    printf("no device: %s\n", "regions run on the host");
    return 1;
  }
  float s = 3;
  void *args[] = {&d[1].device, &d[0].device, &s, &n};
  unsigned g[3] = {(n + 255) / 256, 1, 1}, b[3] = {256, 1, 1};
  cuacc_launch(&S1, &Scale, g, b, 0, args);
  cuacc_region_exit(&S1, d, 2);
  int ok = 1;
  for (int i = 0; i < n; ++i)
    ok &= out[i] == 3.0f * (float)(i % 999983);
  expect(ok, "staged 1-D, 100 MiB + 12 bytes, both ways");
  free(in);
  free(out);
  staged_2d(6001, 4093, "staged 2-D section, 6001 rows of 4093 floats");
  staged_2d(40, (1 << 19) + 5, "staged 2-D section, rows of 2 MiB + 20 bytes");
  return failures;
}

/* Raw driver calls for the baselines, in the context the runtime made
 * current. */
typedef int (*alloc_host_t)(void **, size_t);
typedef int (*copy_h2d_t)(unsigned long long, const void *, size_t);
typedef int (*copy_d2h_t)(void *, unsigned long long, size_t);
typedef int (*launch_t)(void *, unsigned, unsigned, unsigned, unsigned,
                        unsigned, unsigned, unsigned, void *, void **, void **);
typedef int (*sync_t)(void);
typedef int (*modload_t)(void **, const void *);
typedef int (*getfn_t)(void **, void *, const char *);
static void *cuda(const char *name) {
  static void *h;
  if (!h)
    h = dlopen("libcuda.so.1", RTLD_NOW);
  return h ? dlsym(h, name) : 0;
}

static double gbps(size_t bytes, double us) { return bytes / (us * 1e3); }

static int bandwidth(void) {
  size_t bytes = (size_t)256 << 20;
  char *host = malloc(bytes);
  memset(host, 1, bytes);
  acc_init(acc_device_nvidia);
  static cuacc_region In = {"gpu-test.c", "bandwidth", 60, 0, 0};
  static cuacc_region Out = {"gpu-test.c", "bandwidth", 70, 0, 0};
  double best_in = 1e30, best_out = 1e30;
  for (int rep = 0; rep < 4; ++rep) {
    cuacc_data d = {"host", host, bytes, 1, 0, CUACC_COPYIN, 0};
    double t0 = now_us();
    cuacc_region_enter(&In, &d, 1, 1);
    double t1 = now_us();
    cuacc_region_exit(&In, &d, 1);
    if (rep)
      best_in = fmin(best_in, t1 - t0);
    cuacc_data o = {"host", host, bytes, 1, 0, CUACC_COPYOUT, 0};
    cuacc_region_enter(&Out, &o, 1, 1);
    double t2 = now_us();
    cuacc_region_exit(&Out, &o, 1);
    double t3 = now_us();
    if (rep)
      best_out = fmin(best_out, t3 - t2);
  }
  /* Into memory no one wrote yet (a program's output array): the host
   * pages are made by the first write, during the copy. */
  double best_fresh = 1e30;
  for (int rep = 0; rep < 3; ++rep) {
    char *fresh = malloc(bytes);
    cuacc_data o = {"fresh", fresh, bytes, 1, 0, CUACC_COPYOUT, 0};
    cuacc_region_enter(&Out, &o, 1, 1);
    double t0 = now_us();
    cuacc_region_exit(&Out, &o, 1);
    best_fresh = fmin(best_fresh, now_us() - t0);
    free(fresh);
  }
  /* Baselines: pinned DMA and plain pageable cuMemcpy, same device buffer. */
  unsigned long long dev = (unsigned long long)(size_t)acc_malloc(bytes);
  void *pinned = 0;
  ((alloc_host_t)cuda("cuMemAllocHost_v2"))(&pinned, bytes);
  memset(pinned, 1, bytes);
  copy_h2d_t h2d = (copy_h2d_t)cuda("cuMemcpyHtoD_v2");
  copy_d2h_t d2h = (copy_d2h_t)cuda("cuMemcpyDtoH_v2");
  double p_in = 1e30, p_out = 1e30, g_in = 1e30, g_out = 1e30;
  for (int rep = 0; rep < 4; ++rep) {
    double t0 = now_us();
    h2d(dev, pinned, bytes);
    double t1 = now_us();
    d2h(pinned, dev, bytes);
    double t2 = now_us();
    h2d(dev, host, bytes);
    double t3 = now_us();
    d2h(host, dev, bytes);
    double t4 = now_us();
    if (rep) {
      p_in = fmin(p_in, t1 - t0);
      p_out = fmin(p_out, t2 - t1);
      g_in = fmin(g_in, t3 - t2);
      g_out = fmin(g_out, t4 - t3);
    }
  }
  printf("transfer of 256 MiB            H2D GB/s   D2H GB/s\n");
  printf("cuacc runtime (pageable)       %8.1f   %8.1f\n", gbps(bytes, best_in),
         gbps(bytes, best_out));
  printf("cuacc runtime, fresh host pages           %8.1f\n",
         gbps(bytes, best_fresh));
  printf("cuMemcpy from pinned           %8.1f   %8.1f\n", gbps(bytes, p_in),
         gbps(bytes, p_out));
  printf("cuMemcpy from pageable         %8.1f   %8.1f\n", gbps(bytes, g_in),
         gbps(bytes, g_out));
  return 0;
}

static int overhead(void) {
  acc_init(acc_device_nvidia);
  int n = 1024;
  float *x = malloc(n * sizeof(float));
  static cuacc_region D = {"gpu-test.c", "overhead", 80, 1, 0};
  static cuacc_region R = {"gpu-test.c", "overhead", 82, 0, 0};
  cuacc_data dd = {"x", x, n * sizeof(float), 1, 0, CUACC_COPY, 0};
  cuacc_region_enter(&D, &dd, 1, 1);
  unsigned g[3] = {1, 1, 1}, b[3] = {32, 1, 1};
  int iters = 20000;
  /* Warm up: module load, first launch. */
  for (int i = 0; i < 100; ++i) {
    cuacc_data d = {"x", x, n * sizeof(float), 1, 0, CUACC_COPY, 0};
    cuacc_region_enter(&R, &d, 1, 1);
    cuacc_launch(&R, &Empty, g, b, 0, 0);
    cuacc_region_exit(&R, &d, 1);
  }
  ((sync_t)cuda("cuCtxSynchronize"))();
  double t0 = now_us();
  for (int i = 0; i < iters; ++i) {
    cuacc_data d = {"x", x, n * sizeof(float), 1, 0, CUACC_COPY, 0};
    cuacc_region_enter(&R, &d, 1, 1);
    cuacc_launch(&R, &Empty, g, b, 0, 0);
    cuacc_region_exit(&R, &d, 1);
  }
  ((sync_t)cuda("cuCtxSynchronize"))();
  double region = (now_us() - t0) / iters;

  void *mod = 0, *fn = 0;
  ((modload_t)cuda("cuModuleLoadData"))(&mod, cuacc_test_image);
  ((getfn_t)cuda("cuModuleGetFunction"))(&fn, mod, "empty");
  launch_t launch = (launch_t)cuda("cuLaunchKernel");
  for (int i = 0; i < 100; ++i)
    launch(fn, 1, 1, 1, 32, 1, 1, 0, 0, 0, 0);
  ((sync_t)cuda("cuCtxSynchronize"))();
  t0 = now_us();
  for (int i = 0; i < iters; ++i)
    launch(fn, 1, 1, 1, 32, 1, 1, 0, 0, 0, 0);
  ((sync_t)cuda("cuCtxSynchronize"))();
  double bare = (now_us() - t0) / iters;
  cuacc_region_exit(&D, &dd, 1);
  printf("per region (enter + launch + exit, data present): %.2f us\n", region);
  printf("bare cuLaunchKernel, back to back:                %.2f us\n", bare);
  return 0;
}

static int illegal(void) {
  static cuacc_region R = {"gpu-test.c", "illegal", 90, 0, 0};
  if (!cuacc_region_enter(&R, 0, 0, 1))
    return 2;
  float *bad = (float *)(size_t)0x10;
  void *args[] = {&bad};
  unsigned g[3] = {1, 1, 1}, b[3] = {32, 1, 1};
  cuacc_launch(&R, &Poke, g, b, 0, args);
  cuacc_enable_timing(); /* makes the exit wait for the kernel */
  cuacc_region_exit(&R, 0, 0);
  printf("not reached\n");
  return 0;
}

/* Each size's best of 5: the runtime's copyin and copyout against plain
 * pageable cuMemcpy of the same array. */
static int sizes(void) {
  acc_init(acc_device_nvidia);
  copy_h2d_t h2d = (copy_h2d_t)cuda("cuMemcpyHtoD_v2");
  copy_d2h_t d2h = (copy_d2h_t)cuda("cuMemcpyDtoH_v2");
  printf("%-10s %9s %9s %9s %9s  GB/s\n", "KiB", "cuacc H2D", "cuacc D2H",
         "plain H2D", "plain D2H");
  static cuacc_region In = {"gpu-test.c", "sizes", 80, 0, 0};
  static cuacc_region Out = {"gpu-test.c", "sizes", 90, 0, 0};
  for (size_t kib = 128; kib <= 128 << 10; kib *= 2) {
    size_t bytes = kib << 10;
    char *host = malloc(bytes);
    memset(host, 1, bytes);
    unsigned long long dev = (unsigned long long)(size_t)acc_malloc(bytes);
    double t_in = 1e30, t_out = 1e30, p_in = 1e30, p_out = 1e30;
    for (int rep = 0; rep < 6; ++rep) {
      cuacc_data d = {"host", host, bytes, 1, 0, CUACC_COPYIN, 0};
      double t0 = now_us();
      cuacc_region_enter(&In, &d, 1, 1);
      double t1 = now_us();
      cuacc_region_exit(&In, &d, 1);
      cuacc_data o = {"host", host, bytes, 1, 0, CUACC_COPYOUT, 0};
      cuacc_region_enter(&Out, &o, 1, 1);
      double t2 = now_us();
      cuacc_region_exit(&Out, &o, 1);
      double t3 = now_us();
      h2d(dev, host, bytes);
      double t4 = now_us();
      d2h(host, dev, bytes);
      double t5 = now_us();
      if (rep) {
        t_in = fmin(t_in, t1 - t0);
        t_out = fmin(t_out, t3 - t2);
        p_in = fmin(p_in, t4 - t3);
        p_out = fmin(p_out, t5 - t4);
      }
    }
    printf("%-10zu %9.1f %9.1f %9.1f %9.1f\n", kib, gbps(bytes, t_in),
           gbps(bytes, t_out), gbps(bytes, p_in), gbps(bytes, p_out));
    acc_free((void *)(size_t)dev);
    free(host);
  }
  return 0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "correct";
  if (!strcmp(mode, "correct"))
    return correct();
  if (!strcmp(mode, "bandwidth"))
    return bandwidth();
  if (!strcmp(mode, "overhead"))
    return overhead();
  if (!strcmp(mode, "staged"))
    return staged();
  if (!strcmp(mode, "sizes"))
    return sizes();
  if (!strcmp(mode, "illegal"))
    return illegal();
  fprintf(stderr, "unknown mode %s\n", mode);
  return 2;
}
