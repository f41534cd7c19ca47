//===- HostGraphs.cpp - a host loop of launches as one CUDA graph ----------===//
//
// A sequential loop the runtime runs on the host (cuacc_persistent_choice's
// host loop) launches its kernels one by one, 4-5 us each on an H200
// (gramschmidt at M=240 N=200: 1,400 launches, 6.1 ms a call). The same
// launches captured into a CUDA graph and run as one cost less:
// bench/experiments/graph-replay.cu measured that loop at 6.2 ms launched,
// 7.5-8.3 captured and instantiated anew each call, 3.0-3.4 captured with
// the previous call's executable graph updated in place, 2.0 replayed
// unchanged. A replay without capturing would need to know that every
// launch's arguments are the same (a call on other arrays has other device
// addresses), so each run captures its own launches: always what the loop
// asked for. The first run of a region's loop launches as it goes (a loop
// that runs once would pay the instantiation for nothing); from the second
// the loop is captured and its executable graph updated, or made anew
// where its shape changed.
//
// The compiler asks for capture (cuacc_persistent_capture) only where the
// loop's body is launches and loops, nothing that allocates, synchronizes
// or times a launch (no scratch buffer, no tiled kernel's shape choice);
// the runtime captures only on a GPU, not while the timing report, a
// profiler or PGI_ACC_SYNCHRONOUS wants each launch, and holds the device's
// lock throughout, so that no other thread's work joins the graph.
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include "Runtime.h"

using namespace cuacc::rt;

namespace {

/// The capture this thread has open, if any.
struct OpenCapture {
  const cuacc_region *Region = nullptr;
  Device *On = nullptr;
};
thread_local OpenCapture Open;

} // namespace

bool cuacc::rt::hostLoopGraphsUsable() {
  const Options &O = options();
  const CudaDriver *D = driver();
  return O.Graphs && !O.Record && !O.Synchronous && !observed() && D &&
         D->HasGraphs;
}

extern "C" void cuacc_persistent_capture(cuacc_region *R) {
  const CudaDriver *D = driver();
  if (!hostLoopGraphsUsable() || Open.Region)
    return;
  Device *Dev = activeDevice();
  if (!Dev || Dev->Emulated)
    return;
  Dev->Lock.lock();
  Device::HostLoopGraph &G = Dev->Graphs[R];
  if (G.Generation != Dev->Generation) // made in a context that is gone
    G = Device::HostLoopGraph{0, nullptr, Dev->Generation};
  if (++G.Runs < 2) {
    Dev->Lock.unlock();
    return;
  }
  bindContext(*Dev);
  if (D->cuStreamBeginCapture(Dev->Stream, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL) !=
      CUDA_SUCCESS) {
    Dev->Lock.unlock();
    return;
  }
  Open = {R, Dev};
}

unsigned &cuacc::rt::setupsPaid() {
  static thread_local unsigned Paid = 0;
  return Paid;
}

void cuacc::rt::endHostLoopCapture(const cuacc_region *R) {
  if (Open.Region != R)
    return;
  Device &Dev = *Open.On;
  Open = {};
  const CudaDriver &D = *driver();
  CUgraph Graph = nullptr;
  // A capture the driver broke would have run nothing: an error, never
  // results missing a loop.
  CUACC_CHECK(D.cuStreamEndCapture(Dev.Stream, &Graph));
  size_t Nodes = 0;
  CUACC_CHECK(D.cuGraphGetNodes(Graph, nullptr, &Nodes));
  Device::HostLoopGraph &G = Dev.Graphs[R];
  if (Nodes > 0) {
    CUgraphExecUpdateResultInfo Info;
    if (G.Exec && D.cuGraphExecUpdate(G.Exec, Graph, &Info) != CUDA_SUCCESS) {
      D.cuGraphExecDestroy(G.Exec);
      G.Exec = nullptr;
    }
    if (!G.Exec) {
      CUACC_CHECK(D.cuGraphInstantiate(&G.Exec, Graph, 0));
      ++setupsPaid();
    }
    CUACC_CHECK(D.cuGraphLaunch(G.Exec, Dev.Stream));
  }
  D.cuGraphDestroy(Graph);
  Dev.Lock.unlock();
}
