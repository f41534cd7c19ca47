//===- MemoryTest.cpp - the device pool and the present table -------------===//
//
// Run by test/Runtime/memory.test; prints one line per check and exits
// non-zero on the first failure.
//
//===----------------------------------------------------------------------===//

#include "Memory.h"
#include "Runtime.h"
#include <cstdio>
#include <cstdlib>
#include <set>

using namespace cuacc::rt;

static int Failures = 0;
#define EXPECT(Cond)                                                           \
  do {                                                                         \
    if (!(Cond)) {                                                             \
      printf("FAILED line %d: %s\n", __LINE__, #Cond);                        \
      ++Failures;                                                              \
    }                                                                          \
  } while (0)

/// A device of a given size that hands out addresses from a counter.
class FakeDevice : public DeviceAllocator {
public:
  explicit FakeDevice(size_t Capacity) : Capacity(Capacity) {}
  bool allocate(size_t Bytes, DeviceAddress &Out) override {
    if (Used + Bytes > Capacity)
      return false;
    Out = Next;
    Next += Bytes + 4096;
    Used += Bytes;
    Sizes[Out] = Bytes;
    ++Allocs;
    return true;
  }
  void release(DeviceAddress A) override {
    Used -= Sizes[A];
    Sizes.erase(A);
    ++Frees;
  }
  size_t Capacity, Used = 0, Allocs = 0, Frees = 0;
  DeviceAddress Next = 0x10000;
  std::map<DeviceAddress, size_t> Sizes;
};

static void pool() {
  FakeDevice Dev(64 << 20);
  DevicePool Pool(Dev);
  // Rounding: 512 B below 2 MiB, 2 MiB above.
  EXPECT(DevicePool::roundUp(1) == 512);
  EXPECT(DevicePool::roundUp(513) == 1024);
  EXPECT(DevicePool::roundUp((2 << 20) + 1) == (4 << 20));

  // A region entered again and again allocates from the driver once.
  for (int I = 0; I < 100; ++I) {
    DeviceAddress A = Pool.allocate(1000000);
    EXPECT(A != 0);
    Pool.release(A);
  }
  EXPECT(Dev.Allocs == 1);
  printf("pool: 100 allocate/release pairs, %zu driver allocation\n",
         Dev.Allocs);

  // A cached block serves requests of at least half its size only.
  DeviceAddress Big = Pool.allocate(8 << 20);
  Pool.release(Big);
  DeviceAddress Small = Pool.allocate(1000);
  EXPECT(Small != Big);
  DeviceAddress Half = Pool.allocate(4 << 20);
  EXPECT(Half == Big);
  Pool.release(Small);
  Pool.release(Half);

  // Full device: the cache is returned to the driver and the request retried.
  size_t Before = Dev.Frees;
  DeviceAddress Huge = Pool.allocate(60 << 20);
  EXPECT(Huge != 0);
  EXPECT(Dev.Frees > Before);
  // Beyond the device: null.
  EXPECT(Pool.allocate(100 << 20) == 0);
  Pool.release(Huge);
  Pool.trim();
  EXPECT(Dev.Used == 0);
  printf("pool: trims its cache when the device is full\n");
}

static void present() {
  PresentTable T;
  PresentEntry *E = nullptr;
  char Host[1000];
  uintptr_t H = reinterpret_cast<uintptr_t>(Host);
  EXPECT(T.find(H, H + 100, E) == PresentTable::Lookup::Absent);
  T.insert(H + 100, H + 500, 0x9000, "a");

  // Inside: present, with the device address at the same offset.
  EXPECT(T.find(H + 100, H + 500, E) == PresentTable::Lookup::Present);
  EXPECT(T.find(H + 200, H + 300, E) == PresentTable::Lookup::Present);
  EXPECT(E->deviceFor(H + 200) == 0x9000 + 100);
  // Touching the edges without overlap: absent.
  EXPECT(T.find(H, H + 100, E) == PresentTable::Lookup::Absent);
  EXPECT(T.find(H + 500, H + 600, E) == PresentTable::Lookup::Absent);
  // Partly inside, either side, or around: an error for the caller.
  EXPECT(T.find(H + 50, H + 150, E) == PresentTable::Lookup::PartialOverlap);
  EXPECT(E && E->Name == "a");
  EXPECT(T.find(H + 450, H + 550, E) == PresentTable::Lookup::PartialOverlap);
  EXPECT(T.find(H, H + 1000, E) == PresentTable::Lookup::PartialOverlap);

  // A second range, then removal.
  T.insert(H + 600, H + 700, 0xA000, "b");
  EXPECT(T.find(H + 650, H + 651, E) == PresentTable::Lookup::Present);
  EXPECT(E->Name == "b");
  EXPECT(T.find(H + 400, H + 650, E) == PresentTable::Lookup::PartialOverlap);
  T.erase(H + 100);
  EXPECT(T.find(H + 200, H + 300, E) == PresentTable::Lookup::Absent);
  EXPECT(T.size() == 1);
  printf("present: lookup inside, outside, partial overlap\n");
}

/// The names of the entries overlapping [Begin, End), in address order.
static std::string overlapping(PresentTable &T, uintptr_t Begin,
                               uintptr_t End) {
  std::string Names;
  T.forEachOverlapping(Begin, End,
                       [&](PresentEntry &E) { Names += E.Name; });
  return Names;
}

/// What the host code of a region reaching an array finds present: every
/// block within the array's bytes, not only the one holding its first
/// element (a section y[1:m-1] of y starts past &y[0]; two sections of one
/// array are two blocks).
static void presentOverlap() {
  PresentTable T;
  char Host[1000];
  uintptr_t H = reinterpret_cast<uintptr_t>(Host);
  EXPECT(overlapping(T, H, H + 1000) == "");
  T.insert(H + 104, H + 200, 0x9000, "a");
  T.insert(H + 300, H + 400, 0xA000, "b");
  T.insert(H + 400, H + 500, 0xB000, "c");
  // The array starts before its section.
  EXPECT(overlapping(T, H + 100, H + 200) == "a");
  // Starts inside a block, ends inside another; touching edges do not count.
  EXPECT(overlapping(T, H + 150, H + 301) == "ab");
  EXPECT(overlapping(T, H + 200, H + 300) == "");
  EXPECT(overlapping(T, H, H + 104) == "");
  EXPECT(overlapping(T, H + 399, H + 401) == "bc");
  EXPECT(overlapping(T, H, H + 1000) == "abc");
  EXPECT(overlapping(T, H + 450, H + 451) == "c");
  EXPECT(overlapping(T, H + 500, H + 1000) == "");
  printf("present: every block overlapping a range\n");
}

static void formats() {
  unsigned A[3] = {256, 1, 1}, B[3] = {7, 7, 1}, C[3] = {4, 1, 2};
  EXPECT(dims(A) == "[256]");
  EXPECT(dims(B) == "[7x7]");
  EXPECT(dims(C) == "[4x1x2]");
  printf("formats: grid and block dimensions\n");
}

int main() {
  pool();
  present();
  presentOverlap();
  formats();
  if (Failures)
    printf("%d FAILED\n", Failures);
  else
    printf("all passed\n");
  return Failures ? 1 : 0;
}
