//===- Memory.h - device memory pool and the present table ------*- C++ -*-===//
//
// Both are plain data structures over an abstract device allocator, so they
// are unit-tested without a GPU.
//
//===----------------------------------------------------------------------===//
#ifndef CUACC_RUNTIME_MEMORY_H
#define CUACC_RUNTIME_MEMORY_H

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace cuacc::rt {

using DeviceAddress = uint64_t;

/// Where device memory really comes from (cuMemAlloc/cuMemFree).
class DeviceAllocator {
public:
  virtual ~DeviceAllocator() = default;
  virtual bool allocate(size_t Bytes, DeviceAddress &Out) = 0;
  virtual void release(DeviceAddress A) = 0;
};

/// Keeps freed blocks for reuse, so a region does not pay cuMemAlloc and
/// cuMemFree (60-90 us each on an H100) every time. Sizes are rounded up to
/// 512 bytes, and to 2 MiB from 2 MiB on; a free block serves requests of at
/// least half its size, so big blocks are not wasted on small requests. When the device is full, cached blocks are
/// returned to the driver and the allocation is tried once more.
class DevicePool {
public:
  /// Exact: blocks are sized to 16 bytes and reused only at the same size,
  /// so that the emulated device's guard page sits right after each array.
  explicit DevicePool(DeviceAllocator &Backend, bool Exact = false)
      : Backend(Backend), Exact(Exact) {}
  ~DevicePool() { trim(); }

  /// Null address (0) when the device has no room even after trimming.
  DeviceAddress allocate(size_t Bytes);
  void release(DeviceAddress A);
  /// Returns every cached block to the driver.
  void trim();

  size_t backendAllocations() const { return BackendAllocations; }
  size_t cachedBytes() const { return Cached; }
  size_t liveBytes() const { return Live; }

  static size_t roundUp(size_t Bytes);

private:
  DeviceAllocator &Backend;
  bool Exact;
  std::multimap<size_t, DeviceAddress> Free; ///< size -> block
  std::map<DeviceAddress, size_t> InUse;     ///< block -> size
  size_t BackendAllocations = 0, Cached = 0, Live = 0;
};

/// One host range present on the device. The device copy has the host's
/// layout: host address H maps to Device + (H - HostBegin).
/// Host bytes of a present block that its items' sections cover: Rows
/// rows of RowBytes, Pitch apart. A section with partial rows leaves gaps in
/// its block that hold nothing of the host's.
struct BlockPart {
  uintptr_t Host;
  size_t RowBytes, Rows, Pitch;
};

struct PresentEntry {
  uintptr_t HostBegin, HostEnd;
  DeviceAddress Device;
  unsigned Refs;
  std::string Name;
  /// The sections of the items that made the block (none: all of it).
  std::vector<BlockPart> Parts;
  /// Sections an 'exit data copyout' named while other items still held
  /// the block (items that overlap share one): they come back with the
  /// block's last reference, whichever item holds it.
  std::vector<BlockPart> CopyoutLater = {};
  /// A compute region had the block since it was made: its kernels may
  /// have written it. Until then the device copy is the host's as it was
  /// copied in (or memory no one filled), and copying it back could only
  /// overwrite what host code wrote since (a region the compiler had to
  /// leave on the host without updating the device copy).
  bool DeviceWritten = false;
  /// The program holds the device copy's address (acc_deviceptr,
  /// use_device, acc_map_data): code cuacc does not see (a CUDA library
  /// called with it) may write the copy at any time, so an update that
  /// brings it back never makes the host's copy the newer one.
  bool AddressKept = false;
  /// The references of OpenACC's 'enter data' (within Refs), which only an
  /// 'exit data' drops.
  unsigned DynamicRefs = 0;
  /// Made by acc_map_data on the user's device memory: the entry holds one
  /// reference of its own that only acc_unmap_data drops, and the memory
  /// is never the runtime's to free.
  bool Mapped = false;
  /// The device copy of an array of row pointers (CUACC_ROWS): it holds
  /// the rows' device addresses, Rows[i] for the host's pointer i, and is
  /// never copied either way.
  bool RowTable = false;
  std::vector<DeviceAddress> Rows = {};
  /// The serial number of the region entry that made the block, for the
  /// rows of a CUACC_ROWS item (their copyout is that entry's).
  unsigned MadeBy = 0;
  /// Made for all rows of that entry at once (their pointers step evenly):
  /// the block holds one reference of the entry's besides its rows'.
  unsigned CombinedBy = 0;
  DeviceAddress deviceFor(uintptr_t H) const { return Device + (H - HostBegin); }
};

class PresentTable {
public:
  enum class Lookup { Absent, Present, PartialOverlap };

  /// Whether [Begin, End) is present: wholly inside one entry (Present), not
  /// touching any (Absent), or overlapping one only partly (an error for the
  /// caller to report); Found is that entry.
  Lookup find(uintptr_t Begin, uintptr_t End, PresentEntry *&Found);
  PresentEntry &insert(uintptr_t Begin, uintptr_t End, DeviceAddress Device,
                       const std::string &Name);
  void erase(uintptr_t Begin);
  /// The entry whose device copy holds device address D; null for none.
  PresentEntry *findDevice(DeviceAddress D);
  size_t size() const { return Entries.size(); }
  void clear() { Entries.clear(); }
  template <typename Fn> void forEach(Fn F) {
    for (auto &[B, E] : Entries)
      F(E);
  }
  /// Every entry that shares a byte with [Begin, End), in address order
  /// (those holding Begin and End included; any number of them, for one
  /// array's several sections).
  template <typename Fn> void forEachOverlapping(uintptr_t Begin, uintptr_t End,
                                                 Fn F) {
    auto It = Entries.upper_bound(Begin);
    if (It != Entries.begin() && Begin < std::prev(It)->second.HostEnd)
      --It;
    for (; It != Entries.end() && It->second.HostBegin < End; ++It)
      F(It->second);
  }

private:
  std::map<uintptr_t, PresentEntry> Entries; ///< by HostBegin
};

} // namespace cuacc::rt

#endif
