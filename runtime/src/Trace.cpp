//===- Trace.cpp - CUACC_TRACE: a Chrome trace-event file of the run ------===//
//
// CUACC_TRACE=path.json writes the run as the Trace Event Format that
// chrome://tracing and ui.perfetto.dev open: one track per host thread
// (constructs, their data phases, transfers, launches, waits, host
// fallbacks, nested as they happened) and one per device (the kernels, as
// the device timed them). Every span is a complete event ("X": start and
// duration), so an unfinished one (a construct left by longjmp) cannot
// leave a track unbalanced: it is dropped. Events go to the file as they
// end (a run of a million launches keeps no million events in memory); the
// tracks' names and the closing bracket are written at exit, by the process
// that opened the file (not a forked child).
//
//===----------------------------------------------------------------------===//

#include "Observe.h"
#include "Runtime.h"
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <pthread.h>
#include <string>
#include <unistd.h>
#include <vector>

using namespace cuacc::rt;

namespace {

struct TraceFile {
  std::string Path;
  FILE *Out = nullptr;
  pid_t Owner = 0;
  std::mutex Lock;
  bool First = true;
  /// Devices seen, for their track names: ordinal -> emulated.
  std::vector<std::pair<int, bool>> Devices;
  int Threads = 0;
};

TraceFile &trace() {
  static auto *T = new TraceFile(); // never destroyed: written at exit
  return *T;
}

/// The spans a thread has begun and not ended (never freed: a program's
/// atexit handler may still run regions after thread-locals are gone).
thread_local std::vector<Observed> *Open = new std::vector<Observed>();

std::string quoted(const std::string &S) {
  std::string Out = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\', Out += char(C);
    else if (C < 0x20) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\u%04x", C);
      Out += Buf;
    } else
      Out += char(C);
  }
  return Out + "\"";
}

const char *category(Activity What) {
  switch (What) {
  case Activity::Construct:
    return "construct";
  case Activity::EnterData:
  case Activity::ExitData:
  case Activity::Update:
    return "data";
  case Activity::Upload:
  case Activity::Download:
    return "transfer";
  case Activity::Launch:
  case Activity::Kernel:
    return "kernel";
  case Activity::Wait:
    return "wait";
  case Activity::Alloc:
  case Activity::Free:
    return "memory";
  case Activity::DeviceInit:
    return "init";
  case Activity::OnHost:
    return "host";
  }
  return "other";
}

std::string dimsJson(const unsigned D[3]) {
  return "[" + std::to_string(D[0]) + "," + std::to_string(D[1]) + "," +
         std::to_string(D[2]) + "]";
}

/// The event's arguments: what a person looks for in the viewer's panel.
std::string argsOf(const Observed &A, double Duration) {
  std::string S;
  auto Add = [&](const char *Key, const std::string &Value) {
    S += (S.empty() ? "" : ",") + quoted(Key) + ":" + Value;
  };
  if (A.Region && A.What != Activity::Kernel) {
    Add("file", quoted(A.Region->file));
    Add("function", quoted(A.Region->function));
    Add("line", std::to_string(A.Region->line));
    Add("construct", quoted(constructName(A.Region)));
  }
  if (A.Device >= 0)
    Add("device", std::to_string(A.Device));
  switch (A.What) {
  case Activity::Upload:
  case Activity::Download: {
    Add("variable", quoted(A.Name));
    Add("bytes", std::to_string(A.Bytes));
    char Rate[32];
    snprintf(Rate, sizeof Rate, "%.2f",
             Duration > 0 ? A.Bytes / (Duration * 1e3) : 0.0);
    Add("GB/s", Rate);
    break;
  }
  case Activity::Alloc:
  case Activity::Free:
    Add("variable", quoted(A.Name));
    Add("bytes", std::to_string(A.Bytes));
    break;
  case Activity::Launch:
  case Activity::Kernel:
    Add("kernel", quoted(A.Name));
    Add("grid", dimsJson(A.Grid));
    Add("block", dimsJson(A.Block));
    break;
  case Activity::OnHost:
    Add("reason", quoted(A.Name));
    break;
  default:
    break;
  }
  return S;
}

void line(TraceFile &T, const std::string &Json) {
  fprintf(T.Out, "%s%s", T.First ? "" : ",\n", Json.c_str());
  T.First = false;
}

/// Writes one event: a span ('X') or an instant ('i') on the host thread's
/// track (Process 0) or a device's (1 + its number).
void write(const Observed &A, char Kind, double Start, double Duration,
           int Process, int Track) {
  char Times[96];
  if (Kind == 'X')
    snprintf(Times, sizeof Times, "\"ts\":%.3f,\"dur\":%.3f", Start, Duration);
  else
    snprintf(Times, sizeof Times, "\"ts\":%.3f,\"s\":\"t\"", Start);
  std::string Json = "{\"ph\":\"" + std::string(1, Kind) +
                     "\",\"name\":" + quoted(activityName(A)) + ",\"cat\":\"" +
                     category(A.What) + "\"," + Times +
                     ",\"pid\":" + std::to_string(Process) +
                     ",\"tid\":" + std::to_string(Track) + ",\"args\":{" +
                     argsOf(A, Duration) + "}}";
  TraceFile &T = trace();
  std::lock_guard<std::mutex> G(T.Lock);
  if (!T.Out || getpid() != T.Owner) // a forked child writes nothing
    return;
  if (A.Device >= 0) {
    bool Seen = false;
    for (auto &D : T.Devices)
      Seen |= D.first == A.Device;
    if (!Seen)
      T.Devices.push_back({A.Device, A.Emulated});
  }
  T.Threads = std::max(T.Threads, A.Thread);
  line(T, Json);
}

void finishTrace() {
  TraceFile &T = trace();
  std::lock_guard<std::mutex> G(T.Lock);
  if (!T.Out || getpid() != T.Owner)
    return;
  auto Meta = [&](const char *What, int Pid, int Tid, const std::string &N) {
    line(T, "{\"ph\":\"M\",\"name\":" + quoted(What) + ",\"pid\":" +
                std::to_string(Pid) + ",\"tid\":" + std::to_string(Tid) +
                ",\"args\":{\"name\":" + quoted(N) + "}}");
  };
  Meta("process_name", 0, 0, "host");
  for (int Th = 1; Th <= T.Threads; ++Th)
    Meta("thread_name", 0, Th, "thread " + std::to_string(Th));
  for (auto &[Ordinal, Emulated] : T.Devices) {
    Meta("process_name", 1 + Ordinal, 0,
         (Emulated ? "emulated device " : "device ") + std::to_string(Ordinal));
    Meta("thread_name", 1 + Ordinal, 1, "kernels");
  }
  fprintf(T.Out, "\n]}\n");
  fclose(T.Out);
  T.Out = nullptr;
}

} // namespace

bool cuacc::rt::attachTrace() {
  const char *P = getenv("CUACC_TRACE");
  if (!P || !*P)
    return false;
  TraceFile &T = trace();
  T.Path = P;
  T.Out = fopen(P, "w");
  if (!T.Out) {
    fprintf(stderr, "cuacc: CUACC_TRACE: cannot write '%s'\n", P);
    return false;
  }
  T.Owner = getpid();
  fprintf(T.Out, "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
  atexit(finishTrace);
  // A child of fork would write the parent's buffered events again.
  pthread_atfork([] { fflush(trace().Out); }, nullptr, nullptr);
  return true;
}

void cuacc::rt::traceActivity(const Observed &A) {
  switch (A.When) {
  case Phase::Begin:
    Open->push_back(A);
    return;
  case Phase::End:
    // The innermost open span of the same activity and region: a span
    // whose end never came (left by longjmp) is dropped.
    for (size_t I = Open->size(); I-- > 0;) {
      const Observed &B = (*Open)[I];
      if (B.What != A.What || B.Region != A.Region)
        continue;
      // What was learnt by the end (bytes, grid) is in A.
      write(A, 'X', B.At, A.At - B.At, 0, A.Thread);
      Open->resize(I);
      return;
    }
    return;
  case Phase::Instant:
    if (A.What == Activity::Kernel)
      write(A, 'X', A.Start, A.Duration, 1 + A.Device, 1);
    else
      write(A, 'i', A.At, 0, 0, A.Thread);
    return;
  }
}
