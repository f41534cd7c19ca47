// Struct members in regions and data clauses: a member path the region
// only reads (or writes as a scalar reached with '.') is a variable of its
// own: pointers and sizes in structs (v.a[i], v.n, g->u[i], m.gp->nx),
// array members (v.w[k], v.arr[i]), nested structs, globals, a reduction
// into a member, and member paths in copyin/copyout/present/enter/exit/update.
// Where a path may move during the region (its root assigned, its address
// taken, a member written through '->'), the region keeps the restriction
// and runs on the host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO-LABEL: scale:
// MINFO: Generating implicit copy(g->u[:g->nx*g->ny])
// MINFO: Accelerator kernel generated
// MINFO-LABEL: stages:
// MINFO: Accelerator kernel generated
// MINFO-LABEL: aliases:
// MINFO: Accelerator restriction: 'r->count' is written where another name may reach it (through a pointer, a reference, or a struct the region reaches through a pointer), so it is no variable of the region
// MINFO: Accelerator restriction: 'v.n' starts from 'v', which the region assigns or gives the address of, so it is no variable of the region
// MINFO: Accelerator restriction: 'touch' uses the struct member 'count'
// MINFO: Accelerator restriction: 'v.count' is written where another name may reach it (through a pointer, a reference, or a struct the region reaches through a pointer), so it is no variable of the region
// MINFO: Accelerator restriction: 'v.count' is written where another name may reach it (through a pointer, a reference, or a struct the region reaches through a pointer), so it is no variable of the region
// MINFO-LABEL: main:
// MINFO: Copying v.b[0:v.n] in too: no region provably writes all
// MINFO-NEXT: Generating copyin(v.a[0:v.n])
// MINFO-NEXT: Generating copy(v.b[0:v.n])
// MINFO: Generating implicit copyin(v.w[:3])
// MINFO: Sum reduction generated for 'v.sum'
// MINFO: Generating implicit copyout(v.arr[:v.n])
// MINFO: Generating implicit copy(m.gp->u[:m.gp->ny*m.gp->nx])
// MINFO: Generating implicit copyout(G.x[:G.n])
// MINFO: Accelerator restriction: 'p->nx' starts from 'p', which the region assigns or gives the address of, so it is no variable of the region
// CHECK: stencil: PASS
// CHECK: sum: PASS
// CHECK: array member: PASS
// CHECK: nested: PASS
// CHECK: global: PASS
// CHECK: stages: PASS
// CHECK: moved root: PASS
// CHECK: written through arrow: PASS
// CHECK: address taken: PASS
// CHECK: sum into an escaped struct: PASS
// CHECK: member read through its address: PASS
#include <stdio.h>
#include <stdlib.h>
#define N 1000
typedef struct { int n; float *a; float *b; float w[3]; float arr[N]; double sum; int count; } vec;
typedef struct { int nx, ny; double *u; } grid_t;
typedef struct { grid_t grid; grid_t *gp; } model_t;
struct { int n; float *x; } G;

static void check(const char *what, int ok) { printf("%s: %s\n", what, ok ? "PASS" : "FAIL"); }

static void scale(grid_t *g, double f) {
#pragma acc kernels loop independent
  for (int i = 0; i < g->nx * g->ny; i++)
    g->u[i] *= f;
}

static void touch(vec *v) { v->count++; }

static void stages(vec *p) {
#pragma acc enter data copyin(p->a[0:p->n]) create(p->b[0:p->n])
#pragma acc enter data copyin(p[0:1]) attach(p->a, p->b)
#pragma acc parallel loop default(present)
  for (int i = 0; i < p->n; i++) p->b[i] = p->a[i] + 1;
#pragma acc exit data copyout(p[0:1]) detach(p->a, p->b)
#pragma acc exit data copyout(p->b[0:p->n]) delete(p->a[0:p->n])
}

/* Other names for one struct: its members stay on the host where the
   region writes them. */
static void aliases(float *a, float *b) {
  vec v;
  v.n = N; v.a = a; v.b = b; v.count = 0;
  // A member written through '->' (r and q are one struct).
  vec *q = &v, *r = &v;
#pragma acc kernels
  for (int i = 0; i < q->n; i++) { r->count = i; q->a[i] = q->count; }
  check("written through arrow", v.count == N - 1 && v.a[50] == 50);
  // The root's address taken: a call may change what its paths hold.
#pragma acc kernels
  for (int i = 0; i < v.n; i++) { if (i == 0) touch(&v); v.b[i] = v.count; }
  check("address taken", v.count == N && v.b[50] == N);
  // v.count's own address is taken in this function (below): any pointer
  // may reach it, so the sum into it stays on the host.
  v.count = 0;
#pragma acc kernels
  for (int i = 0; i < v.n; i++)
    v.count += (int)v.a[i];
  check("sum into an escaped struct", v.count == N * (N - 1) / 2);
  // The member's own address is out and read through in the region: the
  // sum stays on the host (a pointer of any type may reach the member).
  int *pc = &v.count;
  v.count = 0;
#pragma acc kernels
  for (int i = 0; i < v.n; i++) {
    v.count += 1;
    v.b[i] = *pc;
  }
  check("member read through its address", v.count == N && v.b[9] == 10);
}

int main(void) {
  vec v; v.n = N; v.a = malloc(N * sizeof(float)); v.b = malloc(N * sizeof(float));
  v.w[0] = 0.25f; v.w[1] = 0.5f; v.w[2] = 0.25f; v.sum = 0; v.count = 0;
  for (int i = 0; i < v.n; i++) { v.a[i] = i % 17; v.b[i] = 0; v.arr[i] = 0; }
#pragma acc data copyin(v.a[0:v.n]) copyout(v.b[0:v.n])
  {
#pragma acc parallel loop
    for (int i = 1; i < v.n - 1; i++)
      v.b[i] = v.w[0] * v.a[i-1] + v.w[1] * v.a[i] + v.w[2] * v.a[i+1];
#pragma acc parallel loop reduction(+:v.sum)
    for (int i = 0; i < v.n; i++)
      v.sum += v.a[i];
  }
  int ok = 1;
  double s = 0;
  for (int i = 1; i < N - 1; i++)
    ok &= v.b[i] == 0.25f * v.a[i-1] + 0.5f * v.a[i] + 0.25f * v.a[i+1];
  for (int i = 0; i < N; i++) s += v.a[i];
  check("stencil", ok);
  check("sum", v.sum == s);
#pragma acc kernels
  for (int i = 0; i < v.n; i++) v.arr[i] = 2 * v.a[i];
  ok = 1;
  for (int i = 0; i < N; i++) ok &= v.arr[i] == 2 * v.a[i];
  check("array member", ok);

  model_t m; m.grid.nx = 30; m.grid.ny = 20; m.grid.u = malloc(600 * sizeof(double));
  m.gp = &m.grid;
  for (int i = 0; i < 600; i++) m.grid.u[i] = i;
  scale(&m.grid, 0.5);
#pragma acc kernels
  for (int j = 0; j < m.gp->ny; j++)
    for (int i = 0; i < m.gp->nx; i++)
      m.gp->u[j * m.gp->nx + i] += j;
  ok = 1;
  for (int j = 0; j < 20; j++)
    for (int i = 0; i < 30; i++)
      ok &= m.grid.u[j * 30 + i] == (j * 30 + i) * 0.5 + j;
  check("nested", ok);

  G.n = 500; G.x = malloc(500 * sizeof(float));
#pragma acc kernels
  for (int i = 0; i < G.n; i++) G.x[i] = i * 0.5f;
  ok = 1;
  for (int i = 0; i < G.n; i++) ok &= G.x[i] == i * 0.5f;
  check("global", ok);

  for (int i = 0; i < v.n; i++) v.b[i] = -1;
  stages(&v);
  ok = 1;
  for (int i = 0; i < N; i++) ok &= v.b[i] == v.a[i] + 1;
  check("stages", ok);

  // The region moves the root: its paths stay on the host.
  grid_t *p = &m.grid;
#pragma acc kernels
  {
    for (int i = 0; i < p->nx; i++) p->u[i] = 1;
    p = m.gp;
  }
  check("moved root", m.grid.u[3] == 1 && p == m.gp);
  aliases(v.a, v.b);
  return 0;
}
