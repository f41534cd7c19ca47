// Random token soup after '#pragma acc': every line must give a clean error
// or parse, never a crash ('not' fails on a signal).
// RUN: not %cuacc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: errors generated

float b[10];
void f(int n, float *a) {
#pragma acc region
  {
#pragma acc region for ( device sizeof update copyin
    a[0] = 0;
#pragma acc region / update updatein : data
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region for copyin a copyout + cache update
    a[0] = 0;
#pragma acc region . . /
    { a[1] = 1; }
#pragma acc region for device update , data + if 1 private (
    a[0] = 0;
#pragma acc data region -1 + && [ copy / * . ]
    a[0] = 0;
#pragma acc region for 'c' copyin * update -> : deviceptr &&
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for kernel / kernel seq -1
    a[0] = 0;
#pragma acc region for copyout * -1
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region "s" independent 1 % copyin
    { a[1] = 1; }
#pragma acc region ) 1.5 vector ( deviceptr private
    { a[1] = 1; }
#pragma acc region for 1.5
    { a[1] = 1; }
#pragma acc region for vector ! parallel % deviceptr
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc data region copyout
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc copyin update "s" ! -1 sizeof * && independent 1
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc data region parallel for kernel parallel ) -> local deviceptr update :
    a[0] = 0;
#pragma acc region device device deviceptr
    a[0] = 0;
#pragma acc device + b if cache + b
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for && host , ( copyout
    a[0] = 0;
#pragma acc update int , region
    { a[1] = 1; }
#pragma acc region n 1
    a[0] = 0;
#pragma acc ? seq -> * 0 if
    { a[1] = 1; }
#pragma acc update sizeof && 0x10 update kernel ++ && << +
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for device copy unroll . device update
    a[0] = 0;
#pragma acc data region independent ) local
    { a[1] = 1; }
#pragma acc region 
    a[0] = 0;
#pragma acc update ( ? copy seq -> for copyin : ->
    a[0] = 0;
#pragma acc update n parallel % seq unroll local local deviceptr kernel unroll
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region (
    { a[1] = 1; }
#pragma acc region for 0x10 n unroll ! )
    a[0] = 0;
#pragma acc updateout seq (
    { a[1] = 1; }
#pragma acc region for 
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region for copyout ! n updateout seq ) parallel ++ , ?
    { a[1] = 1; }
#pragma acc for . , -> << =
    a[0] = 0;
#pragma acc data region 0x10 << , ] updateout deviceptr
    { a[1] = 1; }
#pragma acc region 
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc n ] ! % parallel independent <<
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for copyout , copy , unroll
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region unroll -> ->
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for parallel << sizeof copyout int local host = 'c' 1.5
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc cache =
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc <<
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region device 0x10 copyout "s" ) ) if
    a[0] = 0;
#pragma acc for kernel << sizeof ( -> % unroll int parallel
    { a[1] = 1; }
#pragma acc if for region << "s" sizeof copy updateout
    a[0] = 0;
#pragma acc region for ] : for n : 1
    a[0] = 0;
#pragma acc 0 n ? private if update 0x10 parallel kernel
    { a[1] = 1; }
#pragma acc update private updatein if ? ( updateout updatein for
    a[0] = 0;
#pragma acc region region ++ << ( [ ( unroll -> "s"
    { a[1] = 1; }
#pragma acc data region 
    { a[1] = 1; }
#pragma acc for updateout + unroll = ++ copy + update
    a[0] = 0;
#pragma acc update data ++ copy updatein
    { a[1] = 1; }
#pragma acc region 
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc -> updatein % updatein ]
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region for updatein ? << unroll updatein a !
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc region ] independent if private local device independent 0
    { a[1] = 1; }
#pragma acc cache copyin :
    for (int i = 0; i < n; ++i) a[i] = 0;
#pragma acc for ++
    { a[1] = 1; }
#pragma acc update int seq ( n if kernel , 0x10 copy device
    a[0] = 0;
#pragma acc data region , ) 'c' cache updatein device vector private ] parallel
    a[0] = 0;
  }
}
