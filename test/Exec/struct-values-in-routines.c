// Functions the kernels call that take and give small structs by value
// (n-body and ray codes' 'vec3 sub(vec3 a, vec3 b)', 'double dot(vec3 a,
// vec3 b)'): each kept the region on the host ("'dot' uses the struct
// member 'x'"); the kernels now define the structs and the functions.
// Found by a bug-hunting helper (mini-apps). A function reaching a struct
// through a pointer still keeps the region on the host.
// Found with it, a wrong answer: 'f.x += g.x' in the inner loop, f a struct
// of the outer loop's iteration, was no scalar of the inner loop's, which
// ran as a vector loop summing into each thread's own f; the struct is now
// carried there (the inner loop runs in order in each thread).
// RUN: %cuacc -O2 -fplugin-arg-cuacc-minfo %s %{cuaccrt} -lm -o %t 2> %t.minfo
// RUN: FileCheck --check-prefix=MINFO %s < %t.minfo
// RUN: %clang -O2 %s -lm -o %t.plain && %t.plain > %t.want
// RUN: env ACC_DEVICE=host %t | diff %t.want -
// RUN: %if nvcc %{ env CUACC_HOST_CHOICE=off %{run-emulated} | diff %t.want - %}
// RUN: %if cuda-gpu %{ env CUACC_HOST_CHOICE=off %t | diff %t.want - %}
// MINFO-LABEL: forces:
// MINFO-NOT: restriction
// MINFO: Accelerator kernel generated
// MINFO: Loop carried scalar dependence for 'f'

// MINFO-LABEL: throughPointer:
// MINFO: Accelerator restriction: 'norm' reads or writes memory through 'v'
#include <math.h>
#include <stdio.h>
#define N 300
typedef struct { double x, y, z; } vec3;
struct body { vec3 at; double mass; };

static vec3 sub(vec3 a, vec3 b) {
  vec3 r = {a.x - b.x, a.y - b.y, a.z - b.z};
  return r;
}
static double dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static vec3 scaled(vec3 a, double k) {
  a.x *= k; // its own copy
  a.y *= k;
  a.z *= k;
  return a;
}
static double norm(const vec3 *v) { return sqrt(dot(*v, *v)); }

static struct body B[N];
static vec3 F[N];
static double L[N];

static void forces(void) {
#pragma acc kernels loop copyin(B) copyout(F)
  for (int i = 0; i < N; i++) {
    vec3 f = {0, 0, 0};
    for (int j = 0; j < N; j++) {
      vec3 d = sub(B[j].at, B[i].at);
      double r2 = dot(d, d) + 0.01;
      vec3 g = scaled(d, B[j].mass / (r2 * sqrt(r2)));
      f.x += g.x;
      f.y += g.y;
      f.z += g.z;
    }
    F[i] = f;
  }
}

static void throughPointer(void) {
#pragma acc kernels loop copyin(F) copyout(L)
  for (int i = 0; i < N; i++)
    L[i] = norm(&F[i]);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i].at.x = i % 17;
    B[i].at.y = (i * 7) % 13 * 0.5;
    B[i].at.z = (i * 3) % 11 * 0.25;
    B[i].mass = 1 + i % 5;
  }
  forces();
  throughPointer();
  double s = 0;
  for (int i = 0; i < N; i++)
    s = s * 0.5 + F[i].x + F[i].y + F[i].z + L[i];
  printf("%a\n", s);
  return 0;
}
