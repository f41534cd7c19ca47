//===- DirectiveCode.cpp - host code of data regions and updates -----------===//
//
// A data region, an update, and the host scope of a region that runs on the
// host: each a generated function called where the user's directive is.
//
//===----------------------------------------------------------------------===//

#include "CodeGen/CallSite.h"
#include "CodeGen/HostCode.h"
#include "Transform/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

using namespace cuacc;
using namespace clang;

namespace {
/// "{\"file.c\", \"f\", 12, IsData, 0}" for a directive's descriptor.
std::string descriptor(const Directive &D, bool IsData, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(D.Loc));
  return "{\"" + llvm::sys::path::filename(PL.getFilename()).str() + "\", \"" +
         D.Function->getName().str() + "\", " + std::to_string(PL.getLine()) +
         ", " + (IsData ? "1" : "0") + ", 0}";
}

/// The items of a data directive's clauses, filled into Array by code
/// evaluated with the call's arguments.
struct DirectiveItems {
  CallSite Call;
  std::vector<DataItemPlan> Items;
  std::string N, K, Fill;
  ASTContext &Ctx;
  DirectiveItems(const Directive &D, unsigned Index, ASTContext &Ctx)
      : Items(explicitItems(D)), N(std::to_string(Index)),
        K(std::to_string(Items.size())), Ctx(Ctx) {}
  bool fill(const std::string &Array, std::string &Why) {
    auto Lowered = lowerDataItems(
        Items, [](const LinearExpr &, std::string &) { return false; }, Ctx);
    if (const auto *Reason = std::get_if<NotOffloaded>(&Lowered)) {
      Why = Reason->text();
      return false;
    }
    Fill = Call.items(std::get<std::vector<DataItemDesc>>(Lowered), Array);
    return true;
  }
};
} // namespace

DirectiveCode cuacc::generateDataRegion(const Directive &D, unsigned Index,
                                        ASTContext &Ctx) {
  DirectiveCode Code;
  DirectiveItems DI(D, Index, Ctx);
  const std::string &N = DI.N, &K = DI.K, &Fill = DI.Fill;
  CallSite &Call = DI.Call;
  const std::vector<DataItemPlan> &Items = DI.Items;
  if (!DI.fill("__s.d", Code.NotGenerated))
    return Code;
  std::string Cond = "1";
  if (const Clause *If = D.find(ClauseKind::If))
    Cond = "(" + If->Condition->str() + ")";
  std::string Enter = "__cuacc_data" + N, Exit = "__cuacc_data_exit" + N,
              Scope = "struct __cuacc_ds" + N;
  // The items live in a variable of the block the region becomes, so each
  // entry (recursive, or in several threads) has its own; the exit is that
  // variable's cleanup: it runs however the statement is left (its end,
  // return, break, goto), so no data stays present, stale, after it.
  Code.Prototype = Scope + " { cuacc_data d[" + (Items.empty() ? "1" : K) +
                   "]; int active; };\nstatic " + Scope + " " + Enter +
                   "(void **, const long *, int, void *);\nstatic void " + Exit + "(" +
                   Scope + " *);";
  Code.Before = "{ " + quiet(Scope + " __cuacc_scope" + N +
                             " __attribute__((cleanup(" + Exit + "))) = " +
                             Enter + "(" + Call.arguments() + ", " + Cond +
                             ", __builtin_frame_address(0)); ");
  Code.After = " }";
  Code.Definition =
      "static cuacc_region __cuacc_dr" + N + " = " + descriptor(D, true, Ctx) +
      ";\nstatic " + Scope + " " + Enter +
      "(void **__v, const long *__l, int __cond, void *__frame) {\n  " +
      Scope + " __s;\n" + Fill + "  __s.active = cuacc_data_region_enter(&__cuacc_dr" +
      N + ", __s.d, " + K + ", __cond, __frame);\n  return __s;\n}\nstatic void " +
      Exit + "(" + Scope +
      " *__s) {\n  if (__s->active)\n    cuacc_region_exit(&__cuacc_dr" + N +
      ", __s->d, " + K + ");\n}\n";
  return Code;
}

DirectiveCode cuacc::generateUpdate(const Directive &D, unsigned Index,
                                    ASTContext &Ctx) {
  DirectiveCode Code;
  DirectiveItems DI(D, Index, Ctx);
  const std::string &N = DI.N, &K = DI.K, &Fill = DI.Fill;
  CallSite &Call = DI.Call;
  if (!DI.fill("__d", Code.NotGenerated))
    return Code;
  std::string Fn = "__cuacc_update" + N;
  Code.Prototype = "static void " + Fn + "(void **, const long *);";
  Code.Before = quiet(Fn + "(" + Call.arguments() + "); ");
  Code.Definition = "static cuacc_region __cuacc_ur" + N + " = " +
                    descriptor(D, false, Ctx) + ";\nstatic void " + Fn +
                    "(void **__v, const long *__l) {\n  cuacc_data __d[" + K +
                    "];\n" + Fill + "  cuacc_update(&__cuacc_ur" + N +
                    ", __d, " + K + ");\n}\n";
  return Code;
}

namespace {
/// How many bytes from a host variable's address its host code may reach:
/// all of an array or scalar (sizeof, evaluated at run time for a VLA), so
/// that every present block within it is found, wherever its section
/// starts; 0 (not known) for a pointer, or an array of unknown size.
std::string hostExtent(const VarDecl *V) {
  QualType T = V->getType();
  if (T->isPointerType() || T->isIncompleteArrayType())
    return "0";
  return "sizeof(" + sourceName(V) + ")";
}
} // namespace

DirectiveCode cuacc::generateHostScope(const Directive &Region,
                                       const HostAccess &A, unsigned Index,
                                       ASTContext &Ctx) {
  DirectiveCode Code;
  std::string Vars, Extents, Written;
  int N = 0;
  for (const HostVar &V : A.Vars) {
    QualType T = V.Var->getType();
    bool Address = T->isArrayType() || T->isPointerType();
    // A register variable has no address, so it cannot be present; nor a
    // constant member, which need not be defined anywhere.
    if ((!Address && V.Var->getStorageClass() == SC_Register) ||
        !constantMemberValue(V.Var).empty())
      continue;
    std::string Sep = N ? ", " : "";
    Vars += Sep + "(void *)" + (Address ? "" : "&") +
            sourceName(V.Var);
    Extents += Sep + hostExtent(V.Var);
    Written += Sep + (V.Written ? "1" : "0");
    ++N;
  }
  if (!N && A.Everything.empty())
    return Code;
  std::string Id = std::to_string(Index);
  Code.Prototype = "static cuacc_region __cuacc_hr" + Id + " = " +
                   descriptor(Region, false, Ctx) + ";";
  std::string Lists =
      N ? "(void *const[]){" + Vars + "}, (const __SIZE_TYPE__[]){" + Extents +
              "}, (const unsigned char[]){" + Written + "}"
        : std::string("0, 0, 0");
  Code.Before =
      "{ " + quiet("cuacc_host_scope __cuacc_scope_host" + Id +
                   " __attribute__((cleanup(cuacc_host_exit))) = "
                   "cuacc_host_enter(&__cuacc_hr" + Id + ", " + Lists + ", " +
                   std::to_string(N) + ", " +
                   (A.Everything.empty() ? "0" : "1") + "); ");
  Code.After = " }";
  return Code;
}
