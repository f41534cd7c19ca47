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
#include "Transform/CTypes.h"
#include "Transform/Lower.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace cuacc;
using namespace clang;

namespace {

/// What a kernel body calls and how it references arrays: the functions of
/// this file it carries to the device (callees first), and the first
/// construct the device cannot run.
class BodyContents : public RecursiveASTVisitor<BodyContents> {
public:
  BodyContents(ASTContext &Ctx, const KernelDesc &K) : Ctx(Ctx), K(K) {}
  std::vector<const FunctionDecl *> Functions;
  std::optional<NotOffloaded> Why;

  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (isDeviceMathFunction(F))
      return true;
    if (const FunctionDecl *Def = F ? F->getDefinition() : nullptr)
      addFunction(Def);
    else if (!F)
      refuse(NotOffloadedKind::IndirectCall, {});
    else
      refuse(NotOffloadedKind::CallNotDefined, {F->getNameAsString()});
    return true;
  }
  /// A kernel reaches struct members only in elements of its arrays of
  /// structs the device holds as the host does (p[i].x): every other
  /// member path was made a variable, or stays a member for a reason.
  bool VisitMemberExpr(MemberExpr *M) {
    const Expr *Base = structOfMember(M);
    if (Base && isLocalStruct(Base))
      return true;
    if (!Base || !isa<ArraySubscriptExpr>(Base) ||
        !isDevicePlainRecord(Base->getType())) {
      const std::string *Why = whyMemberStays(M);
      refuse(NotOffloadedKind::MemberInKernel,
             {Why ? *Why
                  : "the member '" + M->getMemberDecl()->getNameAsString() +
                        "' is not one a kernel can reach"});
    }
    return true;
  }
  /// A row that decays to a pointer (double *Ai = A[i]) is printed as one.
  bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_ArrayToPointerDecay)
      if (const auto *A =
              dyn_cast<ArraySubscriptExpr>(C->getSubExpr()->IgnoreParens()))
        Decayed.insert(A);
    return true;
  }
  /// A multi-dimensional array is linearized in the kernel: each reference
  /// must name an element or a row used as a pointer (the outermost
  /// subscript of a chain decides).
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *A) {
    if (Inner.count(A))
      return true;
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
      return true;
    size_t Extents = innerExtents(V, Ctx).size();
    if (Extents && Count != Extents + 1 && !(Count < Extents + 1 && Decayed.count(A)))
      refuse(NotOffloadedKind::PartialArrayReference, {V->getName().str()});
    return true;
  }

private:
  ASTContext &Ctx;
  const KernelDesc &K;

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
    if (!Why)
      Why = NotOffloaded{Kind, std::move(Args)};
  }
  bool tiled(const Expr *E) const {
    for (const TileDesc &T : K.Tiles)
      if (T.Refs.count(E))
        return true;
    return false;
  }
  /// A function of this file goes to the device as __device__: scalar or
  /// plain-pointer parameters, no globals (there are none on the device).
  /// Its own calls come first.
  void addFunction(const FunctionDecl *F) {
    std::string Name = F->getName().str();
    if (std::any_of(Functions.begin(), Functions.end(),
                    [&](const FunctionDecl *G) { return G->getName() == Name; }) ||
        !Visiting.insert(F).second)
      return;
    for (const ParmVarDecl *P : F->parameters()) {
      QualType T = P->getType();
      if (!T->isScalarType() ||
          (T->isPointerType() && !T->getPointeeType()->isScalarType()))
        return refuse(NotOffloadedKind::CallParameterNotScalar,
                      {Name, P->getName().str()});
    }
    struct Uses : RecursiveASTVisitor<Uses> {
      BodyContents *Outer;
      std::string Global;
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
          if (V->hasGlobalStorage() && Global.empty())
            Global = V->getName().str();
        return true;
      }
      bool VisitCallExpr(CallExpr *C) {
        if (const FunctionDecl *G = C->getDirectCallee())
          if (const FunctionDecl *Def = G->getDefinition())
            Outer->addFunction(Def);
        return true;
      }
    } U;
    U.Outer = this;
    U.TraverseStmt(F->getBody());
    if (!U.Global.empty())
      return refuse(NotOffloadedKind::CallUsesGlobal, {Name, U.Global});
    Functions.push_back(F);
  }
};

} // namespace

std::optional<NotOffloaded>
cuacc::kernelContents(const KernelDesc &KD, ASTContext &Ctx,
                      std::vector<const FunctionDecl *> &Functions) {
  BodyContents Contents(Ctx, KD);
  for (const Stmt *St : KD.Body)
    Contents.TraverseStmt(const_cast<Stmt *>(St));
  Functions = std::move(Contents.Functions);
  return Contents.Why;
}
