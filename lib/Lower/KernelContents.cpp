//===- KernelContents.cpp - what a kernel's statements call and reference -===//
//
// The functions of this file a kernel carries to the device (callees
// first), and the first construct in its statements the device cannot run
// (a call it cannot make, a partial reference to a multi-dimensional array).
//
//===----------------------------------------------------------------------===//

#include "Analysis/DeviceMath.h"
#include "Analysis/Effects.h"
#include "Directive/Binder.h"
#include "Directive/MemberVariables.h"
#include "Analysis/CTypes.h"
#include "Lower/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

using namespace cuacc;
using namespace clang;

namespace {

/// What a kernel body calls and how it references arrays: the functions of
/// this file it carries to the device (callees first), and the first
/// construct the device cannot run.
class BodyContents {
public:
  BodyContents(ASTContext &Ctx, const KernelDesc &K,
               const StatementIndex &Facts)
      : Ctx(Ctx), K(K), Facts(Facts) {}
  std::vector<const FunctionDecl *> Functions;
  std::optional<NotOffloaded> Why;

  void visit(const Stmt *S) {
    if (const auto *C = dyn_cast<CallExpr>(S))
      visitCall(C);
    else if (const auto *M = dyn_cast<MemberExpr>(S))
      visitMember(M);
    else if (const auto *C = dyn_cast<ImplicitCastExpr>(S))
      visitCast(C);
    else if (const auto *A = dyn_cast<ArraySubscriptExpr>(S))
      visitSubscript(A);
  }

private:
  ASTContext &Ctx;
  const KernelDesc &K;
  const StatementIndex &Facts;

  void visitCall(const CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (isDeviceMathFunction(F))
      return;
    if (const FunctionDecl *Def = F ? F->getDefinition() : nullptr)
      addFunction(Def);
    else if (!F)
      refuse(NotOffloadedKind::IndirectCall, {});
    else
      refuse(NotOffloadedKind::CallNotDefined, {F->getNameAsString()});
  }
  /// A kernel reaches struct members only in elements of its arrays of
  /// structs the device holds as the host does (p[i].x): every other
  /// member path was made a variable, or stays a member for a reason.
  void visitMember(const MemberExpr *M) {
    const Expr *Base = structOfMember(M);
    if (Base && isLocalStruct(Base))
      return;
    if (!Base || !isa<ArraySubscriptExpr>(Base) ||
        !isDevicePlainRecord(Base->getType())) {
      const std::string *Why = whyMemberStays(M);
      refuse(NotOffloadedKind::MemberInKernel,
             {Why ? *Why
                  : "the member '" + M->getMemberDecl()->getNameAsString() +
                        "' is not one a kernel can reach"});
    }
  }
  /// A row that decays to a pointer (double *Ai = A[i]) is printed as one.
  void visitCast(const ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      if (const auto *A =
              dyn_cast<ArraySubscriptExpr>(C->getSubExpr()->IgnoreParens()))
        Decayed.insert(A);
  }
  /// A multi-dimensional array is linearized in the kernel: each reference
  /// must name an element or a row used as a pointer (the outermost
  /// subscript of a chain decides; the walk meets it first).
  void visitSubscript(const ArraySubscriptExpr *A) {
    if (Inner.count(A))
      return;
    unsigned Count = 1;
    const Expr *Base = A->getBase()->IgnoreParenImpCasts();
    while (const auto *B = dyn_cast<ArraySubscriptExpr>(Base)) {
      Inner.insert(B);
      ++Count;
      Base = B->getBase()->IgnoreParenImpCasts();
    }
    const auto *DR = dyn_cast<DeclRefExpr>(Base);
    const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!V || K.Scratch.count(V) || tiled(A))
      return;
    size_t Extents = innerExtents(V, Ctx).size();
    if (Extents && Count != Extents + 1 && !(Count < Extents + 1 && Decayed.count(A)))
      refuse(NotOffloadedKind::PartialArrayReference, {V->getName().str()});
  }

  /// A struct variable the kernel's own statements declare (a loop's
  /// struct: each thread's own), of a struct the kernel defines.
  bool isLocalStruct(const Expr *E) const {
    const auto *DR = dyn_cast<DeclRefExpr>(E);
    const auto *V = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || !isDevicePlainRecord(V->getType()))
      return false;
    return llvm::any_of(K.Body, [&](const Stmt *S) {
      return rangeContains(Ctx.getSourceManager(), S->getSourceRange(),
                           V->getLocation());
    });
  }
  std::set<const Expr *> Inner, Decayed;
  std::set<const FunctionDecl *> Visiting;

  void refuse(NotOffloadedKind Kind, std::vector<std::string> Args) {
    refuse(NotOffloaded{Kind, std::move(Args)});
  }
  void refuse(const NotOffloaded &Reason) {
    if (!Why)
      Why = Reason;
  }
  bool tiled(const Expr *E) const {
    for (const TileDesc &T : K.Tiles)
      if (T.Refs.count(E))
        return true;
    return false;
  }
  /// A function of this file goes to the device as __device__ if it can
  /// (CalleeInfo); its own calls come first.
  void addFunction(const FunctionDecl *F) {
    // By declaration: overloads are functions of their own.
    if (std::any_of(Functions.begin(), Functions.end(),
                    [&](const FunctionDecl *G) {
                      return G->getCanonicalDecl() == F->getCanonicalDecl();
                    }) ||
        !Visiting.insert(F).second)
      return;
    const CalleeInfo &Info = Facts.callee(F);
    // Its parameters decide before anything it calls.
    if (Info.Why && Info.Why->Kind == NotOffloadedKind::CallParameterNotScalar)
      return refuse(*Info.Why);
    // (The device's math, 'std::abs' in a helper, is the kernels' own:
    // printing the library's definition clashed with it. Found by a
    // bug-hunting helper.)
    for (const FunctionDecl *G : Info.Calls)
      if (!isDeviceMathFunction(G))
        addFunction(G);
    if (Info.Why)
      return refuse(*Info.Why);
    Functions.push_back(F);
  }
};

} // namespace

std::optional<NotOffloaded>
cuacc::kernelContents(const KernelDesc &KD, ASTContext &Ctx,
                      const StatementIndex &Facts,
                      std::vector<const FunctionDecl *> &Functions) {
  BodyContents Contents(Ctx, KD, Facts);
  for (const Stmt *St : KD.Body)
    for (const Stmt *S : Facts.subtree(St))
      Contents.visit(S);
  Functions = std::move(Contents.Functions);
  return Contents.Why;
}
