//===- DirectiveCode.cpp - host code of data regions and updates -----------===//
//
// A data region, an update, and the host scope of a region that runs on the
// host: each a generated function called where the user's directive is.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/CallSite.h"
#include "CodeGen/HostCode.h"
#include "Analysis/CTypes.h"
#include "clang/AST/Decl.h"

using namespace cuacc;
using namespace clang;

namespace {
std::string descriptor(const DirectivePlace &P, bool IsData) {
  return regionDescriptor(P.File, P.Function, P.Line, P.Construct, IsData);
}
} // namespace

DirectiveCode cuacc::printDataRegion(const DataDirectiveDesc &D,
                                     unsigned Index) {
  DirectiveCode Code;
  CallSite Call;
  std::string N = std::to_string(Index), K = std::to_string(D.Items.size());
  std::string Fill = Call.items(D.Items, "__s.d");
  // Where its regions run faster on the host, it is not entered: they find
  // nothing present and choose for themselves.
  std::string HostPays =
      D.HostRun ? "__cond && " + Call.hostPays("__cuacc_dr" + N, "__s.d",
                                               D.Items.size(), *D.HostRun) +
                      " ? 0 : "
                : "";
  std::string Enter = "__cuacc_data" + N, Exit = "__cuacc_data_exit" + N,
              Scope = "struct __cuacc_ds" + N;
  // The items live in a variable of the block the region becomes, so each
  // entry (recursive, or in several threads) has its own; the exit is that
  // variable's cleanup: it runs however the statement is left (its end,
  // return, break, goto), so no data stays present, stale, after it.
  Code.Prototype = Scope + " { cuacc_data d[" + (D.Items.empty() ? "1" : K) +
                   "]; int active; };\nstatic __attribute__((noinline)) " + Scope + " " +
                   Enter +
                   "(void **, const long *, int, void *);\nstatic "
                   "__attribute__((noinline)) void " +
                   Exit + "(" + Scope + " *);";
  // A declare's variable is one of its block: the data stays present to
  // the block's end.
  bool Block = !D.Source->isDeclare();
  Code.Before = (Block ? "{ " : "") +
                quiet(Scope + " __cuacc_scope" + N +
                      " __attribute__((cleanup(" + Exit + "))) = " + Enter +
                      "(" + Call.arguments() + ", " + D.Condition +
                      ", __builtin_frame_address(0)); ");
  Code.After = Block ? " }" : "";
  Code.Definition =
      "static cuacc_region __cuacc_dr" + N + " = " + descriptor(D.Place, true) +
      ";\nstatic " + Scope + " " + Enter +
      "(void **__v, const long *__l, int __cond, void *__frame) {\n  " +
      Scope + " __s;\n" + Fill + "  __s.active = " + HostPays +
      "cuacc_data_region_enter(&__cuacc_dr" +
      N + ", __s.d, " + K + ", __cond, __frame);\n  return __s;\n}\nstatic void " +
      Exit + "(" + Scope +
      " *__s) {\n  if (__s->active)\n    cuacc_region_exit(&__cuacc_dr" + N +
      ", __s->d, " + K + ");\n" +
      // Either way it ran: the runtime may be timing the choice.
      (D.HostRun ? "  cuacc_data_region_done(&__cuacc_dr" + N + ");\n" : "") +
      "}\n";
  return Code;
}

DirectiveCode cuacc::printExecutable(const DataDirectiveDesc &D,
                                     unsigned Index) {
  DirectiveCode Code;
  CallSite Call;
  std::string N = std::to_string(Index), K = std::to_string(D.Items.size());
  std::string Fill =
      Call.items(D.Items, "__d", D.IfPresent ? " | CUACC_IF_PRESENT" : "");
  std::string Fn = "__cuacc_update" + N, Run;
  switch (D.Source->Kind) {
  case DirectiveKind::EnterData:
    Run = "cuacc_enter_data(&__cuacc_ur" + N + ", __d, " + K + ", __cond)";
    break;
  case DirectiveKind::ExitData:
    Run = "cuacc_exit_data(&__cuacc_ur" + N + ", __d, " + K + ", __cond, " +
          (D.Finalize ? "1" : "0") + ")";
    break;
  default:
    Run = "if (__cond)\n    cuacc_update(&__cuacc_ur" + N + ", __d, " + K + ")";
    break;
  }
  Code.Prototype = "static void " + Fn + "(void **, const long *, int);";
  Code.Before = quiet(Fn + "(" + Call.arguments() + ", " + D.Condition + "); ");
  // enter data makes data present as a data region does (no kernel wrote
  // it yet).
  bool Entering = D.Source->Kind == DirectiveKind::EnterData;
  Code.Definition = "static cuacc_region __cuacc_ur" + N + " = " +
                    descriptor(D.Place, Entering) + ";\nstatic void " + Fn +
                    "(void **__v, const long *__l, int __cond) {\n  cuacc_data __d[" +
                    (D.Items.empty() ? "1" : K) + "];\n" + Fill + "  " + Run +
                    ";\n}\n";
  return Code;
}

DirectiveCode cuacc::printHostData(const DataDirectiveDesc &D,
                                   unsigned Index) {
  DirectiveCode Code;
  std::string N = std::to_string(Index);
  Code.Prototype = "static cuacc_region __cuacc_hd" + N + " = " +
                   descriptor(D.Place, false) + ";";
  std::string Addresses, Shadows;
  for (size_t I = 0; I < D.UseDevice.size(); ++I) {
    std::string Name = sourceName(D.UseDevice[I]);
    std::string Temp = "__cuacc_hd" + N + "_" + std::to_string(I);
    // The element pointer type: &p[0] is p's for a pointer, and the
    // decayed type for an array.
    Addresses += "__typeof__(&(" + Name + ")[0]) " + Temp + " = (__typeof__(&(" +
                 Name + ")[0]))cuacc_use_device(&__cuacc_hd" + N + ", " +
                 Name + ", \"" + Name + "\", " + D.Condition + ", " +
                 (D.IfPresent ? "1" : "0") + "); ";
    Shadows += "__typeof__(" + Temp + ") " + Name + " = " + Temp + "; ";
  }
  Code.Before = "{ " + quiet(Addresses + "{ " + Shadows);
  Code.After = " } }";
  return Code;
}

DirectiveCode cuacc::printHostScope(const HostScopeDesc &Scope,
                                    unsigned Index) {
  DirectiveCode Code;
  if (Scope.empty())
    return Code;
  std::string Vars, Extents, Written;
  for (size_t I = 0; I < Scope.Vars.size(); ++I) {
    const HostScopeVar &V = Scope.Vars[I];
    std::string Sep = I ? ", " : "";
    Vars += Sep + "(void *)" + (V.IsAddress ? "" : "&") + sourceName(V.Var);
    Extents += Sep + (V.SizeKnown ? "sizeof(" + sourceName(V.Var) + ")" : "0");
    Written += Sep + (V.Written ? "1" : "0");
  }
  std::string Id = std::to_string(Index);
  Code.Prototype = "static cuacc_region __cuacc_hr" + Id + " = " +
                   descriptor(Scope.Place, false) + ";";
  std::string Lists =
      Scope.Vars.empty()
          ? std::string("0, 0, 0")
          : "(void *const[]){" + Vars + "}, (const __SIZE_TYPE__[]){" +
                Extents + "}, (const unsigned char[]){" + Written + "}";
  Code.Before =
      "{ " + quiet("cuacc_host_scope __cuacc_scope_host" + Id +
                   " __attribute__((cleanup(cuacc_host_exit))) = "
                   "cuacc_host_enter(&__cuacc_hr" + Id + ", " + Lists + ", " +
                   std::to_string(Scope.Vars.size()) + ", " +
                   (Scope.Everything ? "1" : "0") + "); ");
  Code.After = " }";
  return Code;
}
