// Arrays of structs: a member of an element (p[i].x, q[i].in.w[k]) is an
// access to the element, so p[i].x = ... p[i].v ... is independent and
// p[i].x = p[i-1].x + ... is not; the kernels define the structs again
// (tagged, typedef'd, nested, with array members), so elements are read
// and written in place on the device. Whole elements move too
// (b[i] = a[i]), and a struct variable a loop declares is each
// iteration's own (q = p[i]; q.x += ...; p[i] = q). A struct the device cannot hold as the host lays it out
// (a pointer member, packed) keeps its loops on the host.
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -o %t 2>&1 | FileCheck --check-prefix=MINFO --implicit-check-not=warning: %s
// RUN: env ACC_DEVICE=host %t | FileCheck %s
// RUN: %if nvcc %{ %{run-emulated} | FileCheck %s %}
// MINFO-LABEL: main:
// MINFO: Generating implicit copy(p[:n])
// MINFO: Accelerator kernel generated
// MINFO: Loop carried dependence of 'p' prevents parallelization
// MINFO: Generating copyin(parts[0:256])
// MINFO: Sum reduction generated for 'sum'
// MINFO: Accelerator restriction: the elements are structs the device cannot hold as the host lays them out (a pointer, bit-field or union member, packed or aligned, or not at file scope)
// MINFO: Accelerator restriction: the elements are structs the device cannot hold as the host lays them out (a pointer, bit-field or union member, packed or aligned, or not at file scope)
// CHECK: move: PASS
// CHECK: complex: PASS
// CHECK: nested: PASS
// CHECK: recurrence: PASS
// CHECK: global and reduction: PASS
// CHECK: whole elements: PASS
// CHECK: loop's own struct: PASS
// CHECK: pointer member: PASS
// CHECK: packed: PASS
#include <stdio.h>
#include <stdlib.h>

struct particle { float x, v; int id; };
typedef struct { double re, im; } cplx;
typedef struct { float w[3]; short tag; } inner_t;
struct cell { struct particle p; inner_t in; };
struct linked { float x; float *extra; };
struct __attribute__((packed)) tight { char c; float x; };

struct particle parts[256];

static void check(const char *what, int ok) { printf("%s: %s\n", what, ok ? "PASS" : "FAIL"); }

int main(void) {
  int n = 1000;
  float dt = 0.5f;
  struct particle *p = malloc(n * sizeof *p);
  cplx *z = malloc(n * sizeof *z);
  struct cell *c = malloc(n * sizeof *c);
  for (int i = 0; i < n; i++) {
    p[i].x = i; p[i].v = i % 3; p[i].id = i;
    z[i].re = i % 7; z[i].im = -(i % 5);
    c[i].p = p[i];
    for (int k = 0; k < 3; k++) c[i].in.w[k] = k + 1;
    c[i].in.tag = (short)i;
  }
#pragma acc kernels
  for (int i = 0; i < n; i++)
    p[i].x += p[i].v * dt;
  int ok = 1;
  for (int i = 0; i < n; i++) ok &= p[i].x == i + (i % 3) * 0.5f && p[i].id == i;
  check("move", ok);

#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    double r = z[i].re;
    z[i].re = r * r - z[i].im * z[i].im;
    z[i].im = 2 * r * z[i].im;
  }
  ok = 1;
  for (int i = 0; i < n; i++) {
    double r = i % 7, m = -(i % 5);
    ok &= z[i].re == r * r - m * m && z[i].im == 2 * r * m;
  }
  check("complex", ok);

#pragma acc kernels
  for (int i = 0; i < n; i++) {
    c[i].p.x = c[i].in.w[1] * c[i].p.v + c[i].in.tag;
    c[i].in.w[2] += 1;
  }
  ok = 1;
  for (int i = 0; i < n; i++)
    ok &= c[i].p.x == 2.0f * (i % 3) + (short)i && c[i].in.w[2] == 4;
  check("nested", ok);

#pragma acc kernels
  for (int i = 1; i < n; i++)
    p[i].x = p[i - 1].x + 1;
  ok = 1;
  for (int i = 0; i < n; i++) ok &= p[i].x == i;
  check("recurrence", ok);

  for (int i = 0; i < 256; i++) { parts[i].x = i; parts[i].v = 2; }
  double sum = 0;
#pragma acc data copyin(parts[0:256])
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < 256; i++)
    sum += parts[i].x * parts[i].v;
  check("global and reduction", sum == 255.0 * 256);

  struct particle *b = malloc(n * sizeof *b);
#pragma acc kernels
  for (int i = 0; i < n; i++)
    b[i] = p[n - 1 - i];
  ok = 1;
  for (int i = 0; i < n; i++) ok &= b[i].x == p[n - 1 - i].x && b[i].id == p[n - 1 - i].id;
  check("whole elements", ok);

#pragma acc kernels
  for (int i = 0; i < n; i++) {
    struct particle q = b[i];
    cplx w;
    w.re = q.x;
    w.im = q.v;
    q.x = (float)(w.re * 2 + w.im);
    b[i] = q;
  }
  ok = 1;
  for (int i = 0; i < n; i++)
    ok &= b[i].x == 2 * p[n - 1 - i].x + p[n - 1 - i].v;
  check("loop's own struct", ok);

  // Host addresses in elements: the loop stays on the host.
  struct linked *l = malloc(n * sizeof *l);
  for (int i = 0; i < n; i++) { l[i].x = i; l[i].extra = &p[i].v; }
#pragma acc kernels
  for (int i = 0; i < n; i++)
    l[i].x += *l[i].extra;
  ok = 1;
  for (int i = 0; i < n; i++) ok &= l[i].x == i + (i % 3);
  check("pointer member", ok);

  struct tight *t = malloc(n * sizeof *t);
  for (int i = 0; i < n; i++) { t[i].c = 1; t[i].x = i; }
#pragma acc kernels
  for (int i = 0; i < n; i++)
    t[i].x *= 2;
  ok = 1;
  for (int i = 0; i < n; i++) ok &= t[i].x == 2 * i;
  check("packed", ok);
  return 0;
}
