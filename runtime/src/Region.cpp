//===- Region.cpp - the ABI of cuacc_rt.h ----------------------------------===//

#include "Observe.h"
#include "Runtime.h"
#include "Transfer.h"
#include <algorithm>
#include <atomic>
#include <optional>
#include <cstring>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace cuacc::rt;

namespace {

bool isRows(const cuacc_data &D) { return (D.clause & CUACC_ROWS) != 0; }

/// Row I of an item of rows (CUACC_ROWS), as an item of its own: its
/// section of the row the host's pointer I points to (none for a null one).
cuacc_data rowOf(const cuacc_data &D, size_t I) {
  cuacc_data Row = D;
  char *Host = static_cast<char *const *>(D.host)[I];
  Row.host = Host ? Host + D.pitch : nullptr;
  Row.row_bytes = Host ? D.row_bytes : 0;
  Row.rows = 1;
  Row.pitch = 0;
  Row.clause = D.clause & ~CUACC_ROWS;
  Row.device = nullptr;
  Row.created = 0;
  return Row;
}

/// The host bytes of an item of rows' pointers.
uintptr_t tableEnd(const cuacc_data &D) {
  return reinterpret_cast<uintptr_t>(D.host) + D.rows * sizeof(void *);
}

BlockPart partOf(const cuacc_data &D) {
  size_t Rows = D.rows ? D.rows : 1;
  return {reinterpret_cast<uintptr_t>(D.host), D.row_bytes, Rows,
          Rows > 1 ? D.pitch : D.row_bytes};
}

Section sectionOf(const cuacc_data &D, const PresentEntry &E) {
  uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host);
  size_t Rows = D.rows ? D.rows : 1;
  return {Begin, E.deviceFor(Begin), D.row_bytes, Rows,
          Rows > 1 ? D.pitch : D.row_bytes};
}

[[noreturn]] void fatal(const cuacc_region *R, const char *Fmt,
                        const char *Name, const PresentEntry *Other) {
  fprintf(stderr, "cuacc: %s:%d (function %s): ", R->file, R->line,
          R->function);
  fprintf(stderr, Fmt, Name);
  if (Other)
    fprintf(stderr, " (present: '%s', host [%#" PRIxPTR ", %#" PRIxPTR "))",
            Other->Name.c_str(), Other->HostBegin, Other->HostEnd);
  fputc('\n', stderr);
  exit(1);
}

/// Copies an item's section to the device (Upload) or back to the host.
void move(Device &Dev, const cuacc_region *R, const cuacc_data &D,
          const PresentEntry &E, RegionStats *S, bool Upload) {
  // A table of rows holds device addresses: neither side's to overwrite.
  if (E.RowTable)
    return;
  copySection(Dev, R, D.name, sectionOf(D, E), Upload, S);
}

} // namespace

double cuacc::rt::copySection(Device &Dev, const cuacc_region *R,
                              const char *Name, const Section &Sec,
                              bool Upload, RegionStats *S, const char *Note) {
  notify(NotifyTransfer,
         "%s CUDA data file=%s function=%s line=%d device=%d variable=%s "
         "bytes=%zu%s",
         Upload ? "upload" : "download", R->file, R->function, R->line,
         Dev.Ordinal, Name, Sec.bytes(), Note);
  ObservedSpan Moving(transferActivity(Upload, R, Dev.Ordinal, Dev.Emulated,
                                       Name, Sec.bytes(), Sec.Host,
                                       Sec.Device));
  FaultScope Copying(R, nullptr, Name, Upload);
  Clock::time_point T0 = Clock::now();
  if (Upload)
    copyToDevice(Dev, Sec);
  else
    copyToHost(Dev, Sec);
  double Us = microsSince(T0);
  if (S) {
    (Upload ? S->BytesIn : S->BytesOut) += Sec.bytes();
    (Upload ? S->MicrosIn : S->MicrosOut) += Us;
  }
  return Us;
}

namespace {

/// Device memory made (Alloc) or released (Free) for a variable.
void observeMemory(Activity What, const Device &Dev, const cuacc_region *R,
                   const char *Name, uintptr_t Begin, uintptr_t End,
                   DeviceAddress At) {
  if (!observed())
    return;
  Observed A = activity(What, R, Dev.Ordinal, Dev.Emulated);
  A.Name = Name;
  A.Bytes = End - Begin;
  A.Host = reinterpret_cast<const void *>(Begin);
  A.DeviceAddress = At;
  observe(A);
}

/// A construct's start or end, for the observers.
void observeConstruct(const Device &Dev, const cuacc_region *R, Phase When) {
  if (!observed())
    return;
  Observed A = activity(Activity::Construct, R, Dev.Ordinal, Dev.Emulated);
  A.When = When;
  observe(A);
}

bool movesIn(int Clause) {
  return Clause == CUACC_COPYIN || Clause == CUACC_COPY ||
         Clause == CUACC_UPDATEIN;
}

/// Device memory for host bytes [Begin, End), entered in the present table
/// (one reference, the caller's).
PresentEntry &makeBlock(Device &Dev, const cuacc_region *R, uintptr_t Begin,
                        uintptr_t End, const char *Name) {
  DeviceAddress A = Dev.Pool->allocate(End - Begin);
  if (!A)
    fatal(R, "out of device memory for '%s'", Name, nullptr);
  notify(NotifyAlloc,
         "alloc CUDA data file=%s function=%s line=%d device=%d variable=%s "
         "bytes=%zu",
         R->file, R->function, R->line, Dev.Ordinal, Name, size_t(End - Begin));
  observeMemory(Activity::Alloc, Dev, R, Name, Begin, End, A);
  return Dev.Present.insert(Begin, End, A, Name);
}

/// Zeroes Bytes of device memory at A (OpenACC's 'zero:'), in order with
/// the transfers and kernels that follow.
void zeroDevice(Device &Dev, DeviceAddress A, size_t Bytes) {
  if (Dev.Emulated)
    memset(reinterpret_cast<void *>(A), 0, Bytes);
  else
    CUACC_CHECK(driver()->cuMemsetD8Async(A, 0, Bytes, Dev.Stream));
}

/// The items' 'zero:' flags (CUACC_ZERO), taken off their clauses so that
/// the clauses compare as before.
std::vector<char> takeZeroFlags(cuacc_data *Data, int N) {
  std::vector<char> Zero(N);
  for (int I = 0; I < N; ++I) {
    Zero[I] = (Data[I].clause & CUACC_ZERO) != 0;
    Data[I].clause &= ~CUACC_ZERO;
  }
  return Zero;
}

/// no_create items (CUACC_NO_CREATE): present ones are used as 'present'
/// asks; the others become the user's own addresses (as deviceptr's: the
/// kernels get the host address, nothing is made present or released).
void resolveNoCreate(Device &Dev, cuacc_data *Data, int N) {
  for (int I = 0; I < N; ++I) {
    cuacc_data &D = Data[I];
    if (!(D.clause & CUACC_NO_CREATE))
      continue;
    D.clause &= ~CUACC_NO_CREATE;
    PresentEntry *E = nullptr;
    if (!isEmpty(D) && !isRows(D) &&
        Dev.Present.find(reinterpret_cast<uintptr_t>(D.host), sectionEnd(D),
                         E) == PresentTable::Lookup::Absent)
      D.clause = CUACC_DEVICEPTR;
  }
}

/// Makes one item present (or finds it so) and sets its device address.
/// Created holds the entries this region entry made, so that two items of
/// one array (copyin of what is read, copyout of what is written) both count
/// as made here.
void enterData(Device &Dev, const cuacc_region *R, cuacc_data &D,
               RegionStats *S, std::vector<uintptr_t> &Created, bool Zero) {
  D.created = 0;
  if (isEmpty(D) || D.clause == CUACC_DEVICEPTR) {
    D.device = D.host;
    return;
  }
  uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host), End = sectionEnd(D);
  PresentEntry *E = nullptr;
  switch (Dev.Present.find(Begin, End, E)) {
  case PresentTable::Lookup::PartialOverlap:
    fatal(R, "'%s' is partly present on the device: a data clause must name "
             "the section that is present, or a section inside it",
          D.name, E);
  case PresentTable::Lookup::Present:
    ++E->Refs;
    D.device = reinterpret_cast<void *>(E->deviceFor(Begin));
    D.created = std::find(Created.begin(), Created.end(), E->HostBegin) !=
                Created.end();
    if (D.clause == CUACC_UPDATEIN)
      move(Dev, R, D, *E, S, /*Upload=*/true);
    return;
  case PresentTable::Lookup::Absent:
    if (D.clause == CUACC_PRESENT)
      fatal(R, "'%s' in a 'present' clause is not present on the device",
            D.name, nullptr);
    break;
  }
  E = &makeBlock(Dev, R, Begin, End, D.name);
  E->Parts.push_back(partOf(D));
  D.device = reinterpret_cast<void *>(E->Device);
  D.created = 1;
  Created.push_back(Begin);
  if (Zero)
    zeroDevice(Dev, E->Device, End - Begin);
  if (movesIn(D.clause))
    move(Dev, R, D, *E, S, /*Upload=*/true);
}

/// Items of one region over the same memory that are not present yet (a
/// pointer into an array the region also names, a copyout section around a
/// copyin) would each find the other's block 'partly present', or present
/// but never filled. They share one block, made here first over their
/// union; each item that moves in fills its own section; the items then find
/// the block present and made by this entry (so copyouts come back).
void enterOverlapping(Device &Dev, const cuacc_region *R, cuacc_data *Data,
                      int N, RegionStats *S, std::vector<uintptr_t> &Created,
                      const std::vector<char> &Zero) {
  struct Span {
    uintptr_t Begin, End;
    int Item;
  };
  std::vector<Span> Spans;
  for (int I = 0; I < N; ++I) {
    const cuacc_data &D = Data[I];
    if (D.clause == CUACC_DEVICEPTR || isEmpty(D) || isRows(D))
      continue;
    uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host), End = sectionEnd(D);
    PresentEntry *E = nullptr;
    if (Dev.Present.find(Begin, End, E) == PresentTable::Lookup::Absent)
      Spans.push_back({Begin, End, I});
  }
  std::sort(Spans.begin(), Spans.end(), [](const Span &A, const Span &B) {
    return A.Begin < B.Begin || (A.Begin == B.Begin && A.End > B.End);
  });
  for (size_t I = 0; I < Spans.size();) {
    uintptr_t Begin = Spans[I].Begin, End = Spans[I].End;
    size_t J = I + 1;
    for (; J < Spans.size() && Spans[J].Begin < End; ++J)
      End = std::max(End, Spans[J].End);
    size_t First = I;
    I = J;
    if (J - First < 2)
      continue;
    PresentEntry &E =
        makeBlock(Dev, R, Begin, End, Data[Spans[First].Item].name);
    E.Refs = 0; // each item counts itself
    Created.push_back(Begin);
    for (size_t K = First; K < J; ++K)
      E.Parts.push_back(partOf(Data[Spans[K].Item]));
    // Zeroed before any item moves in: a zero: item's bytes are zero
    // unless another item copies the host's there.
    if (std::any_of(Spans.begin() + First, Spans.begin() + J,
                    [&](const Span &Sp) { return Zero[Sp.Item]; }))
      zeroDevice(Dev, E.Device, End - Begin);
    for (size_t K = First; K < J; ++K)
      if (movesIn(Data[Spans[K].Item].clause))
        move(Dev, R, Data[Spans[K].Item], E, S, /*Upload=*/true);
  }
}

void release(Device &Dev, const cuacc_region *R, PresentEntry *E,
             RegionStats *S = nullptr);

void exitData(Device &Dev, const cuacc_region *R, cuacc_data &D,
              RegionStats *S) {
  if (D.clause == CUACC_DEVICEPTR || isEmpty(D))
    return;
  uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host);
  PresentEntry *E = nullptr;
  if (Dev.Present.find(Begin, sectionEnd(D), E) !=
      PresentTable::Lookup::Present)
    fatal(R, "'%s' is no longer present at the end of the region", D.name, E);
  if (E->DeviceWritten &&
      (D.clause == CUACC_UPDATEOUT ||
       (D.created && (D.clause == CUACC_COPYOUT || D.clause == CUACC_COPY))))
    move(Dev, R, D, *E, S, /*Upload=*/false);
  release(Dev, R, E);
}

/// One reference to E fewer; the device memory goes with the last, and
/// the sections an earlier 'exit data copyout' left to it come back first.
void release(Device &Dev, const cuacc_region *R, PresentEntry *E,
             RegionStats *S) {
  if (--E->Refs != 0)
    return;
  if (E->DeviceWritten)
    for (const BlockPart &P : E->CopyoutLater)
      copySection(Dev, R, E->Name.c_str(), sectionOf(P, *E),
                  /*Upload=*/false, S);
  notify(NotifyAlloc,
         "free CUDA data file=%s function=%s line=%d device=%d variable=%s "
         "bytes=%zu",
         R->file, R->function, R->line, Dev.Ordinal, E->Name.c_str(),
         size_t(E->HostEnd - E->HostBegin));
  observeMemory(Activity::Free, Dev, R, E->Name.c_str(), E->HostBegin,
                E->HostEnd, E->Device);
  if (!E->Mapped)
    Dev.Pool->release(E->Device);
  Dev.Present.erase(E->HostBegin);
}

PresentEntry *presentBlock(Device &Dev, const cuacc_data &D);

/// A serial number for each entry of an item of rows (never 0), which the
/// rows it makes present carry: their copyout at the item's exit is its.
unsigned nextRowsEntry() {
  static std::atomic<unsigned> Next{0};
  unsigned N;
  while ((N = ++Next) == 0) {
  }
  return N;
}

/// Makes the device table of an item of rows present (or finds it so) and
/// sets its entries for the item's rows to their device addresses (Rows),
/// uploading what changed; returns the table's device address for the
/// item's first pointer.
void *enterRowTable(Device &Dev, const cuacc_region *R, const cuacc_data &D,
                    const std::vector<DeviceAddress> &Rows) {
  uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host), End = tableEnd(D);
  PresentEntry *E = nullptr;
  bool Made = false;
  switch (Dev.Present.find(Begin, End, E)) {
  case PresentTable::Lookup::PartialOverlap:
    fatal(R, "the row pointers of '%s' are partly present on the device",
          D.name, E);
  case PresentTable::Lookup::Present:
    if (!E->RowTable)
      fatal(R, "the row pointers of '%s' are present on the device as "
               "data, not as rows: name the rows' section too "
               "(a[0:n][0:m])",
            D.name, E);
    ++E->Refs;
    break;
  case PresentTable::Lookup::Absent:
    E = &makeBlock(Dev, R, Begin, End, D.name);
    E->RowTable = true;
    E->Rows.assign(D.rows, 0);
    Made = true;
    break;
  }
  size_t First = (Begin - E->HostBegin) / sizeof(void *);
  bool Changed = Made;
  for (size_t I = 0; I < Rows.size(); ++I)
    if (E->Rows[First + I] != Rows[I]) {
      E->Rows[First + I] = Rows[I];
      Changed = true;
    }
  DeviceAddress At = E->deviceFor(Begin);
  if (Changed) {
    size_t Bytes = Rows.size() * sizeof(DeviceAddress);
    copyToDevice(Dev, {reinterpret_cast<uintptr_t>(&E->Rows[First]), At,
                       Bytes, 1, Bytes});
  }
  return reinterpret_cast<void *>(At);
}

/// The rows of D as one section, when each row's section starts where the
/// previous one ends ('a[i] = base + i*m' with whole rows, the usual way to
/// allocate rows): they move with one copy instead of one each.
std::optional<cuacc_data> rowsAsOne(const cuacc_data &D) {
  if (D.rows < 2 || isEmpty(D))
    return std::nullopt;
  const uintptr_t *P = static_cast<const uintptr_t *>(D.host);
  // Back to back only: a block over rows with gaps between them would
  // claim host bytes that may be another array's (two separate mallocs
  // always 'step evenly'; the rows campaign's wrong answers and stops).
  if (!P[0] || P[1] <= P[0] || P[1] - P[0] != D.row_bytes)
    return std::nullopt;
  uintptr_t Stride = P[1] - P[0];
  for (size_t I = 2; I < D.rows; ++I)
    if (P[I] != P[0] + I * Stride)
      return std::nullopt;
  cuacc_data One = rowOf(D, 0);
  One.rows = D.rows;
  One.pitch = Stride;
  return One;
}

/// enterData for an item of rows: each row as an item of its own (present,
/// made, copied in as the clause says), then the table of their device
/// addresses. D.created becomes the entry's serial number, which the rows
/// it made carry. Rows back to back and not present yet get one
/// block, made and filled by one copy.
void enterRows(Device &Dev, const cuacc_region *R, cuacc_data &D,
               RegionStats *S, std::vector<uintptr_t> &Created, bool Zero) {
  D.created = 0;
  if (isEmpty(D)) {
    D.device = D.host;
    return;
  }
  D.created = int(nextRowsEntry());
  PresentEntry *E = nullptr;
  if (std::optional<cuacc_data> One = rowsAsOne(D);
      One && Dev.Present.find(reinterpret_cast<uintptr_t>(One->host),
                              sectionEnd(*One),
                              E) == PresentTable::Lookup::Absent) {
    enterData(Dev, R, *One, S, Created, Zero);
    presentBlock(Dev, *One)->CombinedBy = unsigned(D.created);
  } else {
    // Rows that overlap (a[i] = base + i, read as windows) share a block
    // over their union, as a region's overlapping items do.
    std::vector<cuacc_data> Each;
    for (size_t I = 0; I < D.rows; ++I)
      if (cuacc_data Row = rowOf(D, I); !isEmpty(Row))
        Each.push_back(Row);
    enterOverlapping(Dev, R, Each.data(), int(Each.size()), S, Created,
                     std::vector<char>(Each.size(), Zero));
  }
  std::vector<DeviceAddress> Rows(D.rows, 0);
  for (size_t I = 0; I < D.rows; ++I) {
    cuacc_data Row = rowOf(D, I);
    if (isEmpty(Row))
      continue;
    enterData(Dev, R, Row, S, Created, Zero);
    if (Row.created)
      presentBlock(Dev, Row)->MadeBy = unsigned(D.created);
    // The device address of the host row's first element (the section
    // may start further in): the kernel indexes the row as the host does.
    Rows[I] = reinterpret_cast<DeviceAddress>(Row.device) - D.pitch;
  }
  D.device = enterRowTable(Dev, R, D, Rows);
}

/// Whether rows of A share a byte with B's (its rows, or its section); for
/// A and B the same item, whether two of its rows share one.
bool rowsOverlap(const cuacc_data &A, const cuacc_data &B) {
  struct Span {
    uintptr_t Begin, End;
    int Side;
  };
  std::vector<Span> Spans;
  auto Add = [&](const cuacc_data &D, int Side) {
    if (!isRows(D)) {
      Spans.push_back({reinterpret_cast<uintptr_t>(D.host), sectionEnd(D), Side});
      return;
    }
    for (size_t I = 0; I < D.rows; ++I) {
      cuacc_data Row = rowOf(D, I);
      if (!isEmpty(Row))
        Spans.push_back({reinterpret_cast<uintptr_t>(Row.host), sectionEnd(Row),
                         Side});
    }
  };
  bool Self = &A == &B;
  Add(A, 0);
  if (!Self)
    Add(B, 1);
  std::sort(Spans.begin(), Spans.end(),
            [](const Span &X, const Span &Y) { return X.Begin < Y.Begin; });
  // The furthest end so far of each side: a span overlaps an earlier one of
  // the other side (or of its own, for Self) when it starts before that end.
  uintptr_t End[2] = {0, 0};
  for (const Span &Sp : Spans) {
    if (Sp.Begin < End[Self ? Sp.Side : 1 - Sp.Side])
      return true;
    End[Sp.Side] = std::max(End[Sp.Side], Sp.End);
  }
  return false;
}

/// The table of an item of rows; null when it is not present.
PresentEntry *rowTable(Device &Dev, const cuacc_data &D) {
  PresentEntry *E = nullptr;
  if (Dev.Present.find(reinterpret_cast<uintptr_t>(D.host), tableEnd(D), E) ==
          PresentTable::Lookup::Present &&
      E->RowTable)
    return E;
  return nullptr;
}

/// The block that holds all of D's rows as one (rowsAsOne), and that
/// section; null where the rows are not back to back or lie in several.
PresentEntry *rowsBlock(Device &Dev, const cuacc_data &D,
                        std::optional<cuacc_data> &One) {
  One = rowsAsOne(D);
  return One ? presentBlock(Dev, *One) : nullptr;
}

/// exitData for an item of rows: each row copied back where this entry
/// made it and the clause says so, then released, and the table released.
/// Rows this entry made as one block come back with one copy.
void exitRows(Device &Dev, const cuacc_region *R, cuacc_data &D,
              RegionStats *S) {
  if (isEmpty(D))
    return;
  std::optional<cuacc_data> One;
  PresentEntry *Whole = rowsBlock(Dev, D, One);
  if (Whole && Whole->CombinedBy == unsigned(D.created)) {
    int Clause = One->clause;
    if (Whole->DeviceWritten &&
        (Clause == CUACC_UPDATEOUT || Clause == CUACC_COPYOUT ||
         Clause == CUACC_COPY))
      move(Dev, R, *One, *Whole, S, /*Upload=*/false);
    for (size_t I = 0; I < D.rows; ++I)
      release(Dev, R, Whole);
    release(Dev, R, Whole); // the entry's own reference
    if (PresentEntry *T = rowTable(Dev, D))
      release(Dev, R, T);
    return;
  }
  for (size_t I = D.rows; I-- > 0;) {
    cuacc_data Row = rowOf(D, I);
    if (isEmpty(Row))
      continue;
    PresentEntry *E = presentBlock(Dev, Row);
    if (!E)
      fatal(R, "a row of '%s' is no longer present at the end of the region",
            D.name, nullptr);
    bool Made = E->MadeBy == unsigned(D.created);
    if (E->DeviceWritten &&
        (Row.clause == CUACC_UPDATEOUT ||
         (Made && (Row.clause == CUACC_COPYOUT || Row.clause == CUACC_COPY))))
      move(Dev, R, Row, *E, S, /*Upload=*/false);
    release(Dev, R, E);
  }
  if (PresentEntry *T = rowTable(Dev, D))
    release(Dev, R, T);
}

void setContext(const cuacc_region *R) {
  CallContext &C = currentContext();
  C.File = R->file;
  C.Function = R->function;
  C.Line = R->line;
  C.Kernel = nullptr;
}

/// How launch lines name the device: its number, "emulated" for the
/// emulator's only device, "emulated:N" for one of several.
std::string deviceName(const Device &Dev) {
  if (!Dev.Emulated)
    return std::to_string(Dev.Ordinal);
  if (options().EmulatedDevices == 1)
    return "emulated";
  return "emulated:" + std::to_string(Dev.Ordinal);
}

/// The device a region entered (with 1) runs on: the calling thread's.
Device &enteredDevice(const cuacc_region *R) {
  if (Device *D = activeDevice())
    return *D;
  fprintf(stderr,
          "cuacc: %s:%d (function %s): the region's device is gone (the "
          "thread changed or shut down its device inside the region)\n",
          R->file, R->line, R->function);
  exit(1);
}

/// Kernel times come from their events, read once the last is done.
void collectKernelTimes(Device &Dev, const cuacc_region *R, RegionStats &S) {
  if (!S.Pending.empty()) {
    notify(NotifySync, "wait for CUDA kernels file=%s function=%s line=%d "
                       "device=%d",
           R->file, R->function, R->line, Dev.Ordinal);
    ObservedSpan Waiting(activity(Activity::Wait, R, Dev.Ordinal, false));
    Clock::time_point T0 = Clock::now();
    CUACC_CHECK(driver()->cuEventSynchronize(S.Pending.back().Stop));
    S.Wait += microsSince(T0);
  }
  // The last kernel ended about when the wait did: the kernels are placed
  // on the host's clock back from there, by the device's own times.
  bool Observing = observed() && !S.Pending.empty();
  double LastEnd = Observing ? observeClock() : 0;
  for (PendingKernel &P : S.Pending) {
    float Ms = 0;
    CUACC_CHECK(driver()->cuEventElapsedTime(&Ms, P.Start, P.Stop));
    P.Stats->add(Ms * 1000.0);
    S.Kernels += Ms * 1000.0;
    if (Observing) {
      float Since = 0;
      CUACC_CHECK(driver()->cuEventElapsedTime(&Since, P.Start,
                                               S.Pending.back().Stop));
      Observed A = activity(Activity::Kernel, R, Dev.Ordinal, false);
      A.Name = P.Stats->Kernel->name;
      std::copy(P.Grid, P.Grid + 3, A.Grid);
      std::copy(P.Block, P.Block + 3, A.Block);
      A.Start = LastEnd - Since * 1000.0;
      A.Duration = Ms * 1000.0;
      observe(A);
    }
    giveEvent(Dev, P.Start);
    giveEvent(Dev, P.Stop);
  }
  S.Pending.clear();
}

/// The present block that holds an item's whole section; null for none,
/// and for an item that is never looked up (deviceptr, empty).
PresentEntry *presentBlock(Device &Dev, const cuacc_data &D) {
  PresentEntry *E = nullptr;
  if (D.clause != CUACC_DEVICEPTR && !isEmpty(D) && !isRows(D) &&
      Dev.Present.find(reinterpret_cast<uintptr_t>(D.host), sectionEnd(D),
                       E) == PresentTable::Lookup::Present)
    return E;
  return nullptr;
}

/// The blocks a compute region's kernels get: from now on they may hold
/// what the host does not.
void markKernelData(Device &Dev, const cuacc_data *Data, int N) {
  for (int I = 0; I < N; ++I) {
    const cuacc_data &D = Data[I];
    if (isRows(D) && !isEmpty(D)) {
      for (size_t Row = 0; Row < D.rows; ++Row)
        if (PresentEntry *E = presentBlock(Dev, rowOf(D, Row)))
          E->DeviceWritten = true;
      continue;
    }
    // A device pointer (acc_deviceptr's, acc_malloc's) may point into a
    // present block: the kernels may write it through the pointer.
    PresentEntry *E =
        D.clause == CUACC_DEVICEPTR
            ? Dev.Present.findDevice(reinterpret_cast<DeviceAddress>(D.host))
            : presentBlock(Dev, D);
    if (E)
      E->DeviceWritten = true;
  }
}

/// A data region entered and not yet left on this thread: what it made
/// present (a copy of its items: a longjmp may have reused their memory),
/// and the frame of the function whose statement it is.
struct OpenDataRegion {
  const cuacc_region *R;
  uintptr_t Frame;
  Device *Dev;
  std::vector<cuacc_data> Items;
};

std::vector<OpenDataRegion> &openDataRegions() {
  static thread_local std::vector<OpenDataRegion> Open;
  return Open;
}

/// Releases what an abandoned data region holds without copying anything
/// back: its end never ran, and the host's copy is the one the program
/// went on with.
void discard(const OpenDataRegion &O) {
  std::lock_guard<std::recursive_mutex> G(O.Dev->Lock);
  fprintf(stderr,
          "cuacc: warning: %s:%d (function %s): the data region was left "
          "without reaching its end (longjmp?); its device copies are "
          "discarded, nothing is copied back\n",
          O.R->file, O.R->line, O.R->function);
  for (const cuacc_data &D : O.Items) {
    if (D.clause == CUACC_DEVICEPTR || isEmpty(D))
      continue;
    if (isRows(D)) {
      std::optional<cuacc_data> One;
      if (PresentEntry *W = rowsBlock(*O.Dev, D, One);
          W && W->CombinedBy == unsigned(D.created))
        release(*O.Dev, O.R, W); // the entry's own reference
      for (size_t Row = 0; Row < D.rows; ++Row)
        if (PresentEntry *E = presentBlock(*O.Dev, rowOf(D, Row)))
          release(*O.Dev, O.R, E);
      if (PresentEntry *T = rowTable(*O.Dev, D))
        release(*O.Dev, O.R, T);
      continue;
    }
    uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host);
    PresentEntry *E = nullptr;
    if (O.Dev->Present.find(Begin, sectionEnd(D), E) ==
        PresentTable::Lookup::Present)
      release(*O.Dev, O.R, E);
  }
  observeConstruct(*O.Dev, O.R, Phase::End);
}

/// Before the data region R is entered from the function whose frame is
/// Frame: the open data regions a non-local exit left behind. One entered
/// in a deeper frame than Frame (that function is gone), or by R itself in
/// this frame (a directive is open once per frame), was left without its
/// end, and so was every one opened after it.
void closeAbandoned(const cuacc_region *R, uintptr_t Frame) {
  std::vector<OpenDataRegion> &Open = openDataRegions();
  auto Dead = std::find_if(Open.begin(), Open.end(), [&](const OpenDataRegion &O) {
    return O.Frame < Frame || (O.R == R && O.Frame == Frame);
  });
  for (auto It = Open.end(); It != Dead;)
    discard(*--It);
  Open.erase(Dead, Open.end());
}

} // namespace

extern "C" {

int cuacc_region_enter(cuacc_region *R, cuacc_data *Data, int N, int IfCond) {
  const Options &O = options();
  Device *D = IfCond ? ensureDevice() : nullptr;
  if (!D) {
    notify(NotifyRegion, "enter region file=%s function=%s line=%d device=host",
           R->file, R->function, R->line);
    if (!IfCond)
      cuacc_region_on_host(R, "its if() condition is false");
    else
      ranOnHost(R, O.ForceHost ? "ACC_DEVICE=host"
                               : noDeviceReason().c_str());
    return 0;
  }
  Device &Dev = *D;
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  Clock::time_point T0 = Clock::now();
  bindContext(Dev);
  setContext(R);
  notify(NotifyRegion, "enter %sregion file=%s function=%s line=%d device=%d",
         (R->kind & CUACC_DATA_CONSTRUCT) ? "data " : "", R->file, R->function, R->line,
         Dev.Ordinal);
  RegionStats *S = O.Record ? &statsOf(Dev.Timings, R) : nullptr;
  if (S) {
    // The entry that paid for the device's initialization is charged it.
    S->EntryInit = Dev.InitUncharged ? Dev.InitMicros : 0;
    S->EnteredAt = Dev.InitUncharged
                       ? T0 - std::chrono::microseconds(int64_t(Dev.InitMicros))
                       : T0;
  }
  Dev.InitUncharged = false;
  observeConstruct(Dev, R, Phase::Begin);
  {
    ObservedSpan Entering(
        activity(Activity::EnterData, R, Dev.Ordinal, Dev.Emulated));
    std::vector<uintptr_t> Created;
    resolveNoCreate(Dev, Data, N);
    std::vector<char> Zero = takeZeroFlags(Data, N);
    enterOverlapping(Dev, R, Data, N, S, Created, Zero);
    for (int I = 0; I < N; ++I)
      (isRows(Data[I]) ? enterRows : enterData)(Dev, R, Data[I], S, Created,
                                                Zero[I]);
  }
  if (!(R->kind & CUACC_DATA_CONSTRUCT))
    markKernelData(Dev, Data, N);
  if (S)
    S->Data += microsSince(T0);
  return 1;
}

int cuacc_data_region_enter(cuacc_region *R, cuacc_data *Data, int N,
                            int IfCond, void *Frame) {
  uintptr_t At = reinterpret_cast<uintptr_t>(Frame);
  closeAbandoned(R, At);
  if (!cuacc_region_enter(R, Data, N, IfCond))
    return 0;
  openDataRegions().push_back(
      {R, At, &enteredDevice(R), std::vector<cuacc_data>(Data, Data + N)});
  return 1;
}

void cuacc_region_exit(cuacc_region *R, cuacc_data *Data, int N) {
  if (R->kind & CUACC_DATA_CONSTRUCT) {
    std::vector<OpenDataRegion> &Open = openDataRegions();
    auto It = std::find_if(Open.rbegin(), Open.rend(),
                           [&](const OpenDataRegion &O) { return O.R == R; });
    if (It != Open.rend())
      Open.erase(std::next(It).base());
  }
  const Options &O = options();
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  bindContext(Dev);
  RegionStats *S = O.Record ? &statsOf(Dev.Timings, R) : nullptr;
  if (S)
    collectKernelTimes(Dev, R, *S);
  Clock::time_point T0 = Clock::now();
  {
    ObservedSpan Leaving(
        activity(Activity::ExitData, R, Dev.Ordinal, Dev.Emulated));
    for (int I = N - 1; I >= 0; --I)
      (isRows(Data[I]) ? exitRows : exitData)(Dev, R, Data[I], S);
    // Kernels stay queued when nothing comes back, except where the host
    // may look at the device without the runtime: deviceptr data (the
    // user's own CUDA code), or ACC_SYNC / PGI_ACC_SYNCHRONOUS (wall-clock
    // timing).
    bool Wait = O.Synchronous && !S;
    for (int I = 0; I < N && !Wait; ++I)
      Wait = Data[I].clause == CUACC_DEVICEPTR;
    if (Wait && !Dev.Emulated)
      CUACC_CHECK(driver()->cuStreamSynchronize(Dev.Stream));
    if (S) {
      if (!Dev.Emulated)
        CUACC_CHECK(driver()->cuStreamSynchronize(Dev.Stream));
      S->Data += microsSince(T0);
      recordEntry(*S, microsSince(S->EnteredAt));
    }
  }
  observeConstruct(Dev, R, Phase::End);
  notify(NotifyRegion, "exit %sregion file=%s function=%s line=%d device=%d",
         (R->kind & CUACC_DATA_CONSTRUCT) ? "data " : "", R->file, R->function, R->line,
         Dev.Ordinal);
  currentContext() = CallContext();
}

} // extern "C"

/// The kernel's function on the device (its int-counter entry when Narrow
/// and the image has one), its module loaded there and both looked up at
/// first use. A device brought up again (acc_shutdown, then a region) has a
/// new context: what was found in the old one is found again.
static CUfunction functionOf(Device &Dev, cuacc_kernel *K, bool Narrow) {
  const CudaDriver &D = *driver();
  int Ord = Dev.Ordinal;
  ModuleState &M = stateOf<ModuleState>(K->module->state);
  if (M.Generation[Ord] != Dev.Generation) {
    CUACC_CHECK(D.cuModuleLoadData(&M.OnDevice[Ord], K->module->image));
    M.Generation[Ord] = Dev.Generation;
  }
  KernelHandle &H = stateOf<KernelState>(K->state).OnDevice[Ord];
  if (H.Generation != Dev.Generation) {
    H = KernelHandle();
    CUACC_CHECK(
        D.cuModuleGetFunction(&H.Function, M.OnDevice[Ord], imageName(K)));
    H.Generation = Dev.Generation;
  }
  // Only grid kernels have an int entry, and only they launch it.
  if (Narrow && !H.NarrowLooked) {
    H.NarrowLooked = true;
    std::string Name = std::string(imageName(K)) + "_i32";
    if (D.cuModuleGetFunction(&H.Narrow, M.OnDevice[Ord], Name.c_str()) !=
        CUDA_SUCCESS)
      H.Narrow = nullptr;
  }
  return Narrow && H.Narrow ? H.Narrow : H.Function;
}

namespace {
/// The object files' modules and kernels (cuacc_register_module).
struct Registered {
  std::mutex M;
  std::vector<std::pair<cuacc_module *, std::vector<cuacc_kernel *>>> Modules;
};
Registered &registered() {
  static Registered *R = new Registered; // used until exit
  return *R;
}

/// Loads Mod and finds its kernels on Dev where no launch did yet. Nothing
/// here is fatal: what fails is left to the first launch, which reports it
/// as it would have without the preload.
void preloadModule(Device &Dev, cuacc_module *Mod,
                   const std::vector<cuacc_kernel *> &Kernels) {
  const CudaDriver &D = *driver();
  // The lock, unless the program is ending: a thread that exits from
  // inside the runtime (a fatal error) holds it while it waits for this
  // one at exit.
  while (!Dev.Lock.try_lock()) {
    if (Dev.StopPreload)
      return;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  std::lock_guard<std::recursive_mutex> G(Dev.Lock, std::adopt_lock);
  if (!Dev.Available || Dev.Emulated || Dev.StopPreload)
    return;
  bindContext(Dev);
  int Ord = Dev.Ordinal;
  ModuleState &M = stateOf<ModuleState>(Mod->state);
  if (M.Generation[Ord] != Dev.Generation) {
    if (D.cuModuleLoadData(&M.OnDevice[Ord], Mod->image) != CUDA_SUCCESS)
      return;
    M.Generation[Ord] = Dev.Generation;
  }
  for (cuacc_kernel *K : Kernels) {
    KernelHandle &H = stateOf<KernelState>(K->state).OnDevice[Ord];
    if (H.Generation == Dev.Generation)
      continue;
    KernelHandle Found;
    if (D.cuModuleGetFunction(&Found.Function, M.OnDevice[Ord],
                              imageName(K)) !=
        CUDA_SUCCESS)
      continue;
    Found.Generation = Dev.Generation;
    H = Found;
  }
}
} // namespace

extern "C" void cuacc_register_module(cuacc_module *Mod,
                                      cuacc_kernel *const *Kernels, int N) {
  Registered &R = registered();
  std::lock_guard<std::mutex> G(R.M);
  R.Modules.push_back({Mod, std::vector<cuacc_kernel *>(Kernels, Kernels + N)});
}

void cuacc::rt::startPreload(Device &Dev) {
  if (Dev.Emulated || Dev.Preloader.joinable() || !options().Preload)
    return;
  std::vector<std::pair<cuacc_module *, std::vector<cuacc_kernel *>>> All;
  {
    Registered &R = registered();
    std::lock_guard<std::mutex> G(R.M);
    All = R.Modules;
  }
  if (All.empty())
    return;
  // Each module under the device's lock: a launch meanwhile waits for at
  // most the module being loaded, then finds its kernel ready.
  Dev.Preloader = std::thread([&Dev, All] {
    for (const auto &[Mod, Kernels] : All)
      preloadModule(Dev, Mod, Kernels);
  });
}

void cuacc::rt::waitForPreload(Device &Dev) {
  if (!Dev.Preloader.joinable())
    return;
  Dev.StopPreload = true;
  Dev.Preloader.join();
  Dev.StopPreload = false;
}

/// cuacc_launch and cuacc_launch_i32: Narrow picks the entry with int
/// counters where the image has one. Cooperative (cuacc_launch_grid): the
/// driver keeps every block resident, or refuses (false: nothing ran).
static bool launch(cuacc_region *R, cuacc_kernel *K, const unsigned Grid[3],
                   const unsigned Block[3], unsigned Shared, void **Args,
                   bool Narrow, bool Cooperative = false) {
  const Options &O = options();
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  currentContext().Kernel = K->name;
  // Statistics are kept only when timing: the hot path stays lookup-free.
  KernelStats *KS = O.Record ? &statsOf(Dev.Timings, R, K) : nullptr;
  if (KS)
    for (int I = 0; I < 3; ++I) {
      KS->Grid[I] = Grid[I];
      KS->Block[I] = Block[I];
    }
  unsigned long Threads = (unsigned long)Block[0] * Block[1] * Block[2];
  if (Threads > 1024) {
    fprintf(stderr,
            "cuacc: kernel %s (region at %s:%d, function %s) asks for a "
            "block of %lu threads; a block holds at most 1024\n",
            K->name, R->file, R->line, R->function, Threads);
    exit(1);
  }
  Observed A = activity(Activity::Launch, R, Dev.Ordinal, Dev.Emulated);
  A.Name = K->name;
  std::copy(Grid, Grid + 3, A.Grid);
  std::copy(Block, Block + 3, A.Block);
  ObservedSpan Launching(A);
  auto Announce = [&] {
    if (O.Notify & NotifyLaunch)
      notify(NotifyLaunch,
             "launch CUDA kernel file=%s function=%s line=%d device=%s "
             "grid=%s block=%s",
             R->file, R->function, K->line, deviceName(Dev).c_str(),
             dims(Grid).c_str(), dims(Block).c_str());
  };
  if (Dev.Emulated) { // it ran by the time it returns: its time is known
    Announce();
    double Began = observed() ? observeClock() : 0;
    double Us = emulatorLaunch(R, K, Grid, Block, Args, Narrow);
    timeTunedLaunch(R, Dev, Us, /*Before=*/false);
    if (observed()) {
      Observed Ran = A;
      Ran.What = Activity::Kernel;
      Ran.Start = Began;
      Ran.Duration = Us;
      observe(Ran);
    }
    if (KS) {
      KS->add(Us);
      statsOf(Dev.Timings, R).Kernels += Us;
    }
    return true;
  }
  const CudaDriver &D = *driver();
  CUfunction F = functionOf(Dev, K, Narrow);
  PendingKernel P{KS, nullptr, nullptr, {Grid[0], Grid[1], Grid[2]},
                  {Block[0], Block[1], Block[2]}};
  if (O.Record) {
    P.Start = takeEvent(Dev);
    P.Stop = takeEvent(Dev);
    CUACC_CHECK(D.cuEventRecord(P.Start, Dev.Stream));
  }
  timeTunedLaunch(R, Dev, 0, /*Before=*/true);
  if (Cooperative) {
    // Refused (the grid would not be resident): nothing ran, nothing is
    // counted or announced; the caller launches another way.
    if (D.cuLaunchCooperativeKernel(F, Grid[0], Grid[1], Grid[2], Block[0],
                                    Block[1], Block[2], Shared, Dev.Stream,
                                    Args) != CUDA_SUCCESS) {
      if (O.Record) {
        giveEvent(Dev, P.Start);
        giveEvent(Dev, P.Stop);
      }
      notify(NotifyLaunch,
             "cooperative launch of %s (grid=%s block=%s) refused by the "
             "driver: launched another way",
             K->name, dims(Grid).c_str(), dims(Block).c_str());
      return false;
    }
  } else {
    CUACC_CHECK(D.cuLaunchKernel(F, Grid[0], Grid[1], Grid[2], Block[0],
                                 Block[1], Block[2], Shared, Dev.Stream, Args,
                                 nullptr));
  }
  Announce();
  timeTunedLaunch(R, Dev, 0, /*Before=*/false);
  if (O.Record) {
    CUACC_CHECK(D.cuEventRecord(P.Stop, Dev.Stream));
    statsOf(Dev.Timings, R).Pending.push_back(P);
  }
  if (O.Synchronous)
    CUACC_CHECK(D.cuStreamSynchronize(Dev.Stream));
  return true;
}

extern "C" {

void cuacc_launch(cuacc_region *R, cuacc_kernel *K, const unsigned Grid[3],
                  const unsigned Block[3], unsigned Shared, void **Args) {
  launch(R, K, Grid, Block, Shared, Args, /*Narrow=*/false);
}

void cuacc_launch_i32(cuacc_region *R, cuacc_kernel *K, const unsigned Grid[3],
                      const unsigned Block[3], unsigned Shared, void **Args) {
  launch(R, K, Grid, Block, Shared, Args, !options().WideCounters);
}

int cuacc_pick_tile(cuacc_region *R, cuacc_kernel *K, const long *Blocks,
                    int N) {
  int Forced = options().TileShape;
  if (Forced != -1)
    return Forced >= 0 && Forced < N && Blocks[Forced] > 0 ? Forced : -1;
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  return tunedTileShape(Dev, R, K, Blocks, N);
}

int cuacc_persistent_threads(cuacc_region *, int Most) {
  int Chosen = int(options().PersistentThreads);
  return Chosen > 0 && Chosen < Most ? Chosen : Most;
}

int cuacc_persistent_choice(cuacc_region *R, const double Cost[4],
                            int Threads, cuacc_kernel *Grid) {
  double Phases = Cost[0], Elements = Cost[1], Launches = Cost[2],
         HostedPhases = Cost[3];
  int Forced = options().Persistent;
  if (Forced < 0)
    return CUACC_PERSISTENT_HOST;
  if (Forced > 0)
    return Forced == 2 && Grid ? CUACC_PERSISTENT_GRID : CUACC_PERSISTENT_BLOCK;
  Threads = cuacc_persistent_threads(R, Threads);
  // Microseconds on an H100 (bench/persistent/run, tools/polybench-medium,
  // bench/NOTES.md): a kernel launched from a host loop, 4.0 (jacobi-1d's
  // 2,000 launches of 2,000 iterations: 8.07 ms); in one block, a vector
  // loop's barriers 0.3 (1.3 with a reduction and a thread-0 store after
  // it: ludcmp); a wave of the block's threads 0.1 while a phase's data
  // stays in the multiprocessor's L1 (jacobi-1d, 2,000 iterations a phase:
  // 0.72 ms for 1,000 phases at 512 threads), but 0.7-3.7 once it does not
  // (fdtd-2d, jacobi-2d and heat-3d at MEDIUM, 48-62 thousand a phase: one
  // block took 1.4-7 ns an iteration, 5-30x the launches it saved). Both
  // sides count the same iterations, the host's across the whole device
  // (132 SMs of 2048 threads).
  constexpr double LaunchUs = 4.0, PhaseUs = 0.5, DeviceThreads = 132.0 * 2048,
                   SmallPhase = 4096;
  double PerPhase = Phases > 0 ? Elements / Phases : Elements;
  double WaveUs = PerPhase <= SmallPhase ? 0.1 : 1.0;
  double InBlock = Phases * PhaseUs + Elements / Threads * WaveUs;
  double Hosted = Launches * LaunchUs + HostedPhases * PhaseUs +
                  Elements / DeviceThreads * WaveUs;
  // Across the grid: the same iterations across the device, about a
  // barrier a phase (two where a phase does not follow another): 5.9 us a
  // phase against 9.5 a launch for jacobi-2d at MEDIUM on the H100, 0.65
  // of a launch there and for fdtd-2d and heat-3d (bench/NOTES.md).
  constexpr double GridPhaseUs = 2.6;
  double AcrossGrid = Grid ? Phases * GridPhaseUs +
                                 Elements / DeviceThreads * WaveUs
                           : HUGE_VAL;
  int Model = AcrossGrid < InBlock && AcrossGrid < Hosted
                  ? CUACC_PERSISTENT_GRID
              : InBlock <= Hosted ? CUACC_PERSISTENT_BLOCK
                                  : CUACC_PERSISTENT_HOST;
  double Estimate[3];
  Estimate[CUACC_PERSISTENT_HOST] = Hosted;
  Estimate[CUACC_PERSISTENT_BLOCK] = InBlock;
  Estimate[CUACC_PERSISTENT_GRID] = AcrossGrid;
  int Way = tunedPersistentWay(enteredDevice(R), R, Cost, Estimate, Model);
  notify(NotifyRegion,
         "sequential loop file=%s function=%s line=%d: %s (estimated us: "
         "host loop %.4g, one block %.4g, grid %.4g)",
         R->file, R->function, R->line, persistentWayName(Way), Hosted, InBlock,
         AcrossGrid);
  return Way;
}

void cuacc_persistent_done(cuacc_region *R) {
  endHostLoopCapture(R);
  if (options().Persistent == 0)
    endPersistentWay(R, enteredDevice(R));
}

int cuacc_launch_grid(cuacc_region *R, cuacc_kernel *K, const unsigned Block[3],
                      const double Cost[4], void **Args) {
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  double PerPhase = Cost[0] > 0 ? Cost[1] / Cost[0] : Cost[1];
  double Want = std::ceil(PerPhase / Block[0]);
  unsigned Most;
  if (Dev.Emulated) {
    // Its blocks run as fibers of one: a block's 1024 at most.
    Most = 1024 / Block[0];
  } else {
    const CudaDriver &D = *driver();
    int Can = 0, PerSM = 0;
    if (D.cuDeviceGetAttribute(&Can, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH,
                               Dev.Dev) != CUDA_SUCCESS ||
        !Can)
      return 0;
    CUfunction F = functionOf(Dev, K, /*Narrow=*/false);
    if (D.cuOccupancyMaxActiveBlocksPerMultiprocessor(&PerSM, F, int(Block[0]),
                                                      0) != CUDA_SUCCESS ||
        PerSM < 1)
      return 0;
    Most = unsigned(PerSM) * unsigned(Dev.Multiprocessors);
    // Its barriers count arrivals from zero (__cuacc_persistent_sync):
    // <kernel>__gbar, the grid entry's name less "_grid".
    std::string Counter = K->name;
    Counter = Counter.substr(0, Counter.size() - 5) + "__gbar";
    ModuleState &M = stateOf<ModuleState>(K->module->state);
    CUdeviceptr Bar = 0;
    size_t Bytes = 0;
    if (D.cuModuleGetGlobal(&Bar, &Bytes, M.OnDevice[Dev.Ordinal],
                            Counter.c_str()) != CUDA_SUCCESS)
      return 0;
    CUACC_CHECK(D.cuMemsetD8Async(Bar, 0, Bytes, Dev.Stream));
  }
  // Its reductions' buffers of block totals hold CUACC_GRID_MAX_BLOCKS.
  Most = std::min(Most, unsigned(CUACC_GRID_MAX_BLOCKS));
  unsigned Grid[3] = {1, 1, 1};
  Grid[0] = Want < 1 ? 1 : Want > Most ? Most : unsigned(Want);
  return launch(R, K, Grid, Block, 0, Args, /*Narrow=*/false,
                /*Cooperative=*/true);
}

void *cuacc_scratch(cuacc_region *R, size_t Bytes) {
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  if (Bytes > Dev.ScratchBytes || !Dev.Scratch) {
    // The old buffer goes back to the pool: work already queued on the
    // stream finishes before anything queued after reuses it.
    if (Dev.Scratch)
      Dev.Pool->release(Dev.Scratch);
    Dev.Scratch = Dev.Pool->allocate(Bytes ? Bytes : 1);
    Dev.ScratchBytes = Bytes;
    if (!Dev.Scratch)
      fatal(R, "out of device memory for '%s'", "private arrays", nullptr);
    notify(NotifyAlloc,
           "alloc CUDA data file=%s function=%s line=%d device=%d "
           "variable=(private arrays) bytes=%zu",
           R->file, R->function, R->line, Dev.Ordinal, Bytes);
  }
  return reinterpret_cast<void *>(Dev.Scratch);
}

void cuacc_update(cuacc_region *R, cuacc_data *Data, int N) {
  knownConstruct(R, CUACC_CONSTRUCT_UPDATE);
  Device *D = ensureDevice();
  if (!D)
    return;
  Device &Dev = *D;
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  bindContext(Dev);
  setContext(R);
  ObservedSpan Updating(activity(Activity::Update, R, Dev.Ordinal, Dev.Emulated));
  Clock::time_point T0 = Clock::now();
  RegionStats *S = options().Record ? &statsOf(Dev.Timings, R) : nullptr;
  auto UpdateOne = [&](const cuacc_data &D) {
    if (isEmpty(D))
      return; // nothing to move: no lookup, so never 'not present'
    PresentEntry *E = nullptr;
    uintptr_t Begin = reinterpret_cast<uintptr_t>(D.host);
    int Clause = D.clause & ~CUACC_IF_PRESENT;
    if (Dev.Present.find(Begin, sectionEnd(D), E) !=
        PresentTable::Lookup::Present) {
      if (D.clause & CUACC_IF_PRESENT)
        return;
      fatal(R, "'%s' in '#pragma acc update' is not present on the device",
            D.name, E);
    }
    // A device copy no kernel had is the host's, or older than it.
    if (Clause == CUACC_UPDATE_HOST && !E->DeviceWritten)
      return;
    move(Dev, R, D, *E, S, /*Upload=*/Clause != CUACC_UPDATE_HOST);
    // The whole block came back: the host's copy is as new as the device's,
    // and the host may write it from now on, which a host scope (a region
    // run on the host) or the data region's exit must not bring the
    // device's copy back over.
    if (Clause == CUACC_UPDATE_HOST &&
        (D.rows <= 1 || D.pitch == D.row_bytes) && Begin <= E->HostBegin &&
        sectionEnd(D) >= E->HostEnd)
      E->DeviceWritten = E->AddressKept;
  };
  for (int I = 0; I < N; ++I) {
    if (!isRows(Data[I])) {
      UpdateOne(Data[I]);
      continue;
    }
    std::optional<cuacc_data> One;
    if (rowsBlock(Dev, Data[I], One)) {
      UpdateOne(*One);
      continue;
    }
    for (size_t Row = 0; !isEmpty(Data[I]) && Row < Data[I].rows; ++Row)
      UpdateOne(rowOf(Data[I], Row));
  }
  if (S) {
    S->Data += microsSince(T0);
    recordEntry(*S, microsSince(T0));
  }
  currentContext() = CallContext();
}

void cuacc_enter_data(cuacc_region *R, cuacc_data *Data, int N, int IfCond) {
  knownConstruct(R, CUACC_CONSTRUCT_ENTER_DATA);
  if (!cuacc_region_enter(R, Data, N, IfCond))
    return;
  Device &Dev = enteredDevice(R);
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  for (int I = 0; I < N; ++I) {
    const cuacc_data &D = Data[I];
    if (isRows(D) && !isEmpty(D)) {
      for (size_t Row = 0; Row < D.rows; ++Row)
        if (PresentEntry *E = presentBlock(Dev, rowOf(D, Row)))
          ++E->DynamicRefs;
      if (PresentEntry *T = rowTable(Dev, D))
        ++T->DynamicRefs;
      std::optional<cuacc_data> One;
      if (PresentEntry *W = rowsBlock(Dev, D, One);
          W && W->CombinedBy == unsigned(D.created))
        ++W->DynamicRefs; // the reference enterRows took for them all
    } else if (PresentEntry *E = presentBlock(Dev, D)) {
      ++E->DynamicRefs;
    }
  }
  if (options().Record) {
    RegionStats &S = statsOf(Dev.Timings, R);
    recordEntry(S, microsSince(S.EnteredAt));
  }
  observeConstruct(Dev, R, Phase::End);
  currentContext() = CallContext();
}

void cuacc_exit_data(cuacc_region *R, cuacc_data *Data, int N, int IfCond,
                     int Finalize) {
  knownConstruct(R, CUACC_CONSTRUCT_EXIT_DATA);
  Device *Entered = IfCond ? ensureDevice() : nullptr;
  if (!Entered)
    return;
  Device &Dev = *Entered;
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  bindContext(Dev);
  setContext(R);
  Clock::time_point T0 = Clock::now();
  RegionStats *S = options().Record ? &statsOf(Dev.Timings, R) : nullptr;
  observeConstruct(Dev, R, Phase::Begin);
  {
    ObservedSpan Leaving(
        activity(Activity::ExitData, R, Dev.Ordinal, Dev.Emulated));
    // The block's last reference moves D's section and what earlier
    // copyouts of items sharing the block (they overlap) left to it.
    auto ExitOne = [&](const cuacc_data &D, PresentEntry *E) {
      if (!E || E->DynamicRefs == 0)
        return;
      unsigned Drop = Finalize ? E->DynamicRefs : 1;
      E->DynamicRefs -= Drop;
      if (D.clause == CUACC_COPYOUT && !E->RowTable) {
        if (E->Refs == Drop && E->DeviceWritten)
          move(Dev, R, D, *E, S, /*Upload=*/false);
        else if (E->Refs != Drop && E->Parts.size() > 1)
          E->CopyoutLater.push_back(partOf(D));
      }
      E->Refs -= Drop - 1;
      release(Dev, R, E, S); // the last reference frees the block
    };
    for (int I = N - 1; I >= 0; --I) {
      const cuacc_data &D = Data[I];
      if (!isRows(D)) {
        ExitOne(D, presentBlock(Dev, D));
        continue;
      }
      if (isEmpty(D))
        continue;
      // Rows in one block come back together, with whichever reference
      // is the block's last.
      std::optional<cuacc_data> All;
      PresentEntry *Whole = rowsBlock(Dev, D, All);
      for (size_t Row = D.rows; Row-- > 0;) {
        // Looked up again for each row: a finalize may have freed a block.
        PresentEntry *E = presentBlock(Dev, rowOf(D, Row));
        if (!E)
          continue;
        ExitOne(E == Whole ? *All : rowOf(D, Row), E);
      }
      if (Whole && presentBlock(Dev, *All) == Whole && Whole->CombinedBy)
        ExitOne(*All, Whole);
      ExitOne(D, rowTable(Dev, D));
    }
    if (!Dev.Emulated)
      CUACC_CHECK(driver()->cuStreamSynchronize(Dev.Stream));
    if (S) {
      S->Data += microsSince(T0);
      recordEntry(*S, microsSince(T0));
    }
  }
  observeConstruct(Dev, R, Phase::End);
  currentContext() = CallContext();
}

void cuacc_section(cuacc_data *D, const char *Name, void *Base, size_t Elem,
                   int NDims, const long *Lo, const long *Hi,
                   const long *Extents, int Clause) {
  D->name = Name;
  D->clause = Clause;
  D->device = nullptr;
  D->pitch = 0;
  char *B = static_cast<char *>(Base);
  long Rows = Hi[0] - Lo[0] + 1;
  bool Empty = Rows <= 0;
  for (int K = 1; K < NDims; ++K)
    Empty |= Hi[K] < Lo[K];
  if (Empty) {
    D->host = B;
    D->row_bytes = 0;
    D->rows = 0;
    return;
  }
  if (Clause & CUACC_ROWS) {
    // Base is the array of row pointers; dimension 1 is within each row.
    D->host = B + Lo[0] * long(sizeof(void *));
    D->rows = size_t(Rows);
    D->row_bytes = size_t(Hi[1] - Lo[1] + 1) * Elem;
    D->pitch = size_t(Lo[1]) * Elem;
    if (Lo[1] < 0) {
      fprintf(stderr, "cuacc: '%s': the section of its rows starts at %ld\n",
              Name, Lo[1]);
      exit(1);
    }
    return;
  }
  // Elements per index of each dimension (row-major strides).
  long Stride[8] = {1};
  long Inner = 1;
  for (int K = NDims - 1; K >= 1; --K) {
    Stride[K] = Inner;
    Inner *= Extents[K - 1];
  }
  Stride[0] = Inner;
  bool WholeInner = true;
  for (int K = 1; K < NDims; ++K)
    WholeInner &= Lo[K] == 0 && Hi[K] == Extents[K - 1] - 1;
  if (NDims == 1 || WholeInner) {
    D->host = B + Lo[0] * Stride[0] * long(Elem);
    D->row_bytes = size_t(Rows * Stride[0]) * Elem;
    D->rows = 1;
    return;
  }
  if (NDims == 2) {
    D->host = B + (Lo[0] * Stride[0] + Lo[1]) * long(Elem);
    D->row_bytes = size_t(Hi[1] - Lo[1] + 1) * Elem;
    D->rows = size_t(Rows);
    D->pitch = size_t(Stride[0]) * Elem;
    return;
  }
  D->host = B + Lo[0] * Stride[0] * long(Elem);
  D->row_bytes = size_t(Rows * Stride[0]) * Elem;
  D->rows = 1;
  // The whole rows around the section are moved: copied in first, so that
  // copying them out gives the host back what it had outside the section.
  // Zeroing them would lose that, and copying them in would not zero the
  // section.
  if (Clause & CUACC_ZERO) {
    fprintf(stderr,
            "cuacc: '%s': 'zero:' on a section that is not whole in its "
            "inner dimensions of an array of rank 3 or more is not "
            "supported\n",
            Name);
    exit(1);
  }
  if (Clause == CUACC_COPYOUT)
    D->clause = CUACC_COPY;
}

int cuacc_sections_overlap(const cuacc_data *A, const cuacc_data *B) {
  if (isEmpty(*A) || isEmpty(*B))
    return 0;
  if (isRows(*A) || isRows(*B))
    return rowsOverlap(*A, *B);
  uintptr_t A0 = reinterpret_cast<uintptr_t>(A->host), A1 = sectionEnd(*A);
  uintptr_t B0 = reinterpret_cast<uintptr_t>(B->host), B1 = sectionEnd(*B);
  return A0 < B1 && B0 < A1;
}

/// The object at P as an item of one section, for the overlap test.
static cuacc_data objectItem(const void *P, size_t Bytes) {
  cuacc_data D{};
  D.host = const_cast<void *>(P);
  D.row_bytes = Bytes;
  D.rows = 1;
  return D;
}

int cuacc_in_section(const void *P, size_t Bytes, const cuacc_data *D) {
  cuacc_data Object = objectItem(P, Bytes);
  return cuacc_sections_overlap(&Object, D); // rows: each row's section
}

int cuacc_objects_overlap(const void *P, size_t PBytes, const void *Q,
                          size_t QBytes) {
  cuacc_data A = objectItem(P, PBytes), B = objectItem(Q, QBytes);
  return cuacc_sections_overlap(&A, &B);
}

int cuacc_is_present(const void *Host, size_t Bytes) {
  Device *Dev = activeDevice();
  if (!Dev)
    return 0;
  std::lock_guard<std::recursive_mutex> G(Dev->Lock);
  PresentEntry *E = nullptr;
  uintptr_t B = reinterpret_cast<uintptr_t>(Host);
  return Dev->Present.find(B, B + Bytes, E) == PresentTable::Lookup::Present;
}

void *cuacc_device_address(const void *Host) {
  Device *Dev = activeDevice();
  if (!Dev)
    return const_cast<void *>(Host);
  std::lock_guard<std::recursive_mutex> G(Dev->Lock);
  PresentEntry *E = nullptr;
  uintptr_t B = reinterpret_cast<uintptr_t>(Host);
  if (Dev->Present.find(B, B + 1, E) != PresentTable::Lookup::Present)
    return nullptr;
  // The program holds the device address now: CUDA code or a library may
  // write the device copy, which an update or copyout must then bring back
  // (each time: found by a bug-hunting helper, a cuBLAS-style loop).
  E->DeviceWritten = true;
  E->AddressKept = true;
  return reinterpret_cast<void *>(E->deviceFor(B));
}

void *cuacc_use_device(cuacc_region *R, const void *Host, const char *Name,
                       int Cond, int IfPresent) {
  if (!Cond || !ensureDevice())
    return const_cast<void *>(Host);
  if (void *Dev = cuacc_device_address(Host))
    return Dev;
  if (!IfPresent)
    fatal(R, "'%s' in 'use_device' is not present on the device", Name,
          nullptr);
  return const_cast<void *>(Host);
}

void cuacc_enable_timing(void) { enableTiming(); }

void cuacc_print_report(void) { printReport(stderr, allTimings()); }

// The test hooks record as device 0 would.

void cuacc_test_time_region(cuacc_region *R, double Total, double Init,
                            double Kernels, double Data) {
  options(); // as a region entry would: reads PGI_ACC_TIME and friends
  RegionStats &S = statsOf(timingsOf(0), R);
  S.EntryInit = Init;
  S.Kernels += Kernels;
  S.Data += Data;
  recordEntry(S, Total);
}

void cuacc_test_time_kernel(cuacc_region *R, cuacc_kernel *K,
                            const unsigned Grid[3], const unsigned Block[3],
                            double Us) {
  KernelStats &KS = statsOf(timingsOf(0), R, K);
  for (int I = 0; I < 3; ++I) {
    KS.Grid[I] = Grid[I];
    KS.Block[I] = Block[I];
  }
  KS.add(Us);
}

} // extern "C"
