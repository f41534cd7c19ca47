//===- Memory.cpp - device memory pool and the present table --------------===//

#include "Memory.h"

using namespace cuacc::rt;

size_t DevicePool::roundUp(size_t Bytes) {
  constexpr size_t Small = 512, Big = size_t(2) << 20;
  if (Bytes == 0)
    Bytes = 1;
  size_t Unit = Bytes >= Big ? Big : Small;
  return (Bytes + Unit - 1) / Unit * Unit;
}

DeviceAddress DevicePool::allocate(size_t Bytes) {
  size_t Size = Exact ? (Bytes + 15) / 16 * 16 : roundUp(Bytes);
  auto It = Free.lower_bound(Size);
  if (It != Free.end() && It->first <= (Exact ? Size : 2 * Size)) {
    DeviceAddress A = It->second;
    size_t Got = It->first;
    Free.erase(It);
    Cached -= Got;
    InUse[A] = Got;
    Live += Got;
    return A;
  }
  DeviceAddress A = 0;
  if (!Backend.allocate(Size, A)) {
    trim();
    if (!Backend.allocate(Size, A))
      return 0;
  }
  ++BackendAllocations;
  InUse[A] = Size;
  Live += Size;
  return A;
}

void DevicePool::release(DeviceAddress A) {
  auto It = InUse.find(A);
  if (It == InUse.end())
    return;
  Free.emplace(It->second, A);
  Cached += It->second;
  Live -= It->second;
  InUse.erase(It);
}

void DevicePool::trim() {
  for (auto &[Size, A] : Free)
    Backend.release(A);
  Free.clear();
  Cached = 0;
}

PresentTable::Lookup PresentTable::find(uintptr_t Begin, uintptr_t End,
                                        PresentEntry *&Found) {
  Found = nullptr;
  if (Entries.empty())
    return Lookup::Absent;
  // The entry starting at or before Begin, and the next one.
  auto Next = Entries.upper_bound(Begin);
  if (Next != Entries.begin()) {
    PresentEntry &Prev = std::prev(Next)->second;
    if (Begin < Prev.HostEnd) {
      Found = &Prev;
      return End <= Prev.HostEnd ? Lookup::Present : Lookup::PartialOverlap;
    }
  }
  if (Next != Entries.end() && Next->second.HostBegin < End) {
    Found = &Next->second;
    return Lookup::PartialOverlap;
  }
  return Lookup::Absent;
}

PresentEntry &PresentTable::insert(uintptr_t Begin, uintptr_t End,
                                   DeviceAddress Device,
                                   const std::string &Name) {
  return Entries[Begin] = PresentEntry{Begin, End, Device, 1, Name, {}};
}

void PresentTable::erase(uintptr_t Begin) { Entries.erase(Begin); }

PresentEntry *PresentTable::findDevice(DeviceAddress D) {
  // Device addresses are not ordered as host ones: a scan (the routines that
  // ask are not on any hot path).
  for (auto &[B, E] : Entries)
    if (D >= E.Device && D - E.Device < E.HostEnd - E.HostBegin)
      return &E;
  return nullptr;
}
