#pragma pack(push, 1)
struct S { char c; int i; };
#pragma pack(pop)
#pragma GCC diagnostic ignored "-Wunused-variable"
int size(void) {
  int unused;
#pragma clang loop unroll(disable)
  for (int i = 0; i < 4; ++i)
    unused = i;
  return sizeof(struct S);
}
