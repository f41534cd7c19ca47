//===- HostScope.cpp - host code of a region while its data is present ----===//
//
// A region whose host code runs (not offloaded, or fallen back at run time)
// inside a data region would otherwise read the host's stale copies, and the
// data region's exit would then copy the untouched device copies over what
// the host computed. The host scope moves each present block the host code
// reaches (every block that overlaps a variable's bytes, or any block for a
// pointer whose reach is unknown) to the host before it runs, and the
// written ones back after.
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include "Runtime.h"
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cuacc::rt;

namespace {

/// A present block the host code reaches, and whether it goes back.
struct Reached {
  uintptr_t HostBegin;
  bool Written;
};

struct ScopeState {
  cuacc_region *Region;
  Device *Dev; ///< where the blocks are present
  std::vector<Reached> Blocks;
  Clock::time_point Entered;
  RegionStats *Stats; ///< when timing: the host code's line of the report
};

/// What of a block holds the host's data: its items' sections (a section
/// with partial rows leaves gaps, device memory no one filled: moved to the
/// host they would overwrite its elements there), or all of it.
std::vector<Section> blockSections(const PresentEntry &E) {
  size_t Bytes = E.HostEnd - E.HostBegin;
  if (E.Parts.empty())
    return {{E.HostBegin, E.Device, Bytes, 1, Bytes}};
  std::vector<Section> Out;
  for (const BlockPart &P : E.Parts)
    Out.push_back(sectionOf(P, E));
  return Out;
}

void note(std::vector<Reached> &Blocks, uintptr_t Begin, bool Written) {
  for (Reached &B : Blocks)
    if (B.HostBegin == Begin) {
      B.Written |= Written;
      return;
    }
  Blocks.push_back({Begin, Written});
}

void transfer(Device &Dev, const cuacc_region *R, const PresentEntry &E,
              bool Upload, RegionStats *Stats) {
  if (E.RowTable)
    return; // device addresses of rows: never the host's to see or set
  for (const Section &S : blockSections(E)) {
    double Us = copySection(Dev, R, E.Name.c_str(), S, Upload, Stats,
                            " (host code of the region)");
    if (Stats)
      Stats->Data += Us;
  }
}

} // namespace

void cuacc::rt::ranOnHost(const cuacc_region *R, const char *Why) {
  if (observed()) {
    Observed A = activity(Activity::OnHost, R, -1, false);
    A.Name = Why;
    observe(A);
  }
  if (isComputeConstruct(R) && options().Record)
    recordHostRun(R, Why);
}

extern "C" {

cuacc_host_scope cuacc_host_enter(cuacc_region *R, void *const *Vars,
                                  const size_t *Extents,
                                  const unsigned char *Written, int N,
                                  int Everything) {
  cuacc_host_scope Scope{nullptr};
  // Nothing can be present before the thread's device is up.
  Device *Up = activeDevice();
  if (!Up)
    return Scope;
  Device &Dev = *Up;
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  if (Dev.Present.size() == 0)
    return Scope;
  std::vector<Reached> Blocks;
  if (Everything)
    Dev.Present.forEach(
        [&](PresentEntry &E) { note(Blocks, E.HostBegin, /*Written=*/true); });
  for (int I = 0; I < N && !Everything; ++I) {
    uintptr_t A = reinterpret_cast<uintptr_t>(Vars[I]);
    if (!A)
      continue;
    auto Note = [&](PresentEntry &E) {
      note(Blocks, E.HostBegin, Written[I] != 0);
    };
    // Every block within the variable's bytes: a section need not start at
    // its first element, and one array may have several blocks. A pointer
    // whose reach is not known may lead into any of them.
    if (Extents[I])
      Dev.Present.forEachOverlapping(A, A + Extents[I], Note);
    else
      Dev.Present.forEach(Note);
  }
  if (Blocks.empty())
    return Scope;
  knownConstruct(R, CUACC_CONSTRUCT_HOST_CODE);
  RegionStats *Stats = options().Record ? &statsOf(Dev.Timings, R) : nullptr;
  Clock::time_point Entered = Clock::now();
  bindContext(Dev);
  notify(NotifyRegion | NotifyLaunch,
         "host code of region file=%s function=%s line=%d: %zu present "
         "block(s) updated on the host",
         R->file, R->function, R->line, Blocks.size());
  for (const Reached &B : Blocks) {
    PresentEntry *E = nullptr;
    Dev.Present.find(B.HostBegin, B.HostBegin + 1, E);
    // A block no kernel had is the host's already, or older than it. One
    // brought back is the host's from now on: the host code's writes go
    // back at the scope's exit, and a later host scope must not bring the
    // device's copy back over what the host wrote in between.
    if (E->DeviceWritten) {
      transfer(Dev, R, *E, /*Upload=*/false, Stats);
      E->DeviceWritten = E->AddressKept;
    }
  }
  auto *State = new ScopeState{R, &Dev, {}, Entered, Stats};
  for (const Reached &B : Blocks)
    if (B.Written)
      State->Blocks.push_back(B);
  Scope.state = State;
  return Scope;
}

void cuacc_host_exit(cuacc_host_scope *Scope) {
  auto *State = static_cast<ScopeState *>(Scope->state);
  if (!State)
    return;
  Scope->state = nullptr;
  Device &Dev = *State->Dev;
  std::lock_guard<std::recursive_mutex> G(Dev.Lock);
  bindContext(Dev);
  for (const Reached &B : State->Blocks) {
    PresentEntry *E = nullptr;
    // A block freed meanwhile (its data region ended inside the host code)
    // has nothing to update.
    if (Dev.Present.find(B.HostBegin, B.HostBegin + 1, E) ==
        PresentTable::Lookup::Present)
      transfer(Dev, State->Region, *E, /*Upload=*/true, State->Stats);
  }
  if (State->Stats)
    recordEntry(*State->Stats, microsSince(State->Entered));
  delete State;
}

void cuacc_region_on_host(cuacc_region *R, const char *Why) {
  notify(NotifyRegion | NotifyLaunch,
         "region on host file=%s function=%s line=%d: %s", R->file,
         R->function, R->line, Why);
  ranOnHost(R, Why);
}

} // extern "C"
