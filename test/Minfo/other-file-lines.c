// Lines of another file than the one compiled (a #line "model.dsl" of a
// code generator, an #include'd body) are listed as file:line; they were
// bare line numbers, which the compiled file does not have.
// RUN: %cuacc -fsyntax-only -fplugin-arg-cuacc-minfo %s 2>&1 | FileCheck %s --match-full-lines
// CHECK:      f:
// CHECK-NEXT: model.dsl:11, Loop is parallelizable
// CHECK-NEXT: g:
// CHECK-NEXT:      21, Loop is parallelizable
float a[100], b[100];
void f(void) {
#line 10 "model.dsl"
#pragma acc region
  for (int i = 0; i < 100; i++)
    a[i] = b[i] + 1;
}
#line 18 "other-file-lines.c"
void g(void) {
  /* the compiled file's own lines again */
#pragma acc region
  for (int i = 0; i < 100; i++)
    b[i] = a[i] * 2;
}
