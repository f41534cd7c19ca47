// A data region or update that names a pointer (or an array of unknown
// size) without its section has nothing to move: a located error at the
// item. Before, the data region generated no code at all while -Minfo said
// 'Generating copy(p)', so its regions computed from data never copied
// and copied nothing back.
// RUN: %cuacc -fsyntax-only -Xclang -verify %s
// RUN: not %cuacc -fplugin-arg-cuacc-minfo -c %s -o %t.o 2>&1 | FileCheck %s

extern float table[];

void f(int n, float *p, float *q, float (*rows)[8]) {
  // expected-error@+1 {{the extent of 'p' cannot be inferred here; name its section, as 'copy(p[0:n-1])'}}
#pragma acc data region copy(p) copyin(q[0:n-1])
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      p[i] = q[i];
    // expected-error@+1 {{the extent of 'q' cannot be inferred here; name its section, as 'host(q[0:n-1])'}}
#pragma acc update host(q)
  }
  // expected-error@+1 {{the extent of 'table' cannot be inferred here; name its section, as 'copyin(table[0:n-1])'}}
#pragma acc data region copyin(table) local(rows)
  // expected-error@-1 {{the extent of 'rows' cannot be inferred here; name its section, as 'local(rows[0:n-1])'}}
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      rows[i][0] = table[i];
  }
  // A pointer to rows with its section, and deviceptr (never copied), are
  // fine.
#pragma acc data region copy(rows[0:n-1]) deviceptr(q)
  {
#pragma acc region
    for (int i = 0; i < n; i++)
      rows[i][1] = q[i];
  }
}

// The listing says only what was generated.
// CHECK: data-extent-unknown.c:13:30: error: the extent of 'p'
// CHECK-NOT: Generating copy(p)
// CHECK-NOT: Generating copyin(table)
// CHECK: Generating copy(rows[0:n-1])
