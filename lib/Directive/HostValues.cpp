//===- HostValues.cpp - a container's size in a loop bound ----------------===//

#include "Directive/HostValues.h"
#include "Directive/MemberVariables.h"
#include "Directive/Binder.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <map>

using namespace cuacc;
using namespace clang;

namespace {

struct Values {
  llvm::DenseMap<const VarDecl *, std::string> Text;
  /// By function and spelling ('v.size()' and 'v.length()' apart).
  std::map<std::pair<const FunctionDecl *, std::string>, VarDecl *> Of;
};

Values &values() {
  static Values V;
  return V;
}

/// The container C's size() (or length()) is: a const member function of a
/// library class, with no arguments, of an integer type, called on a
/// variable ('v.size()', 'p->size()'). The variable, or null.
const VarDecl *sizedContainer(const CXXMemberCallExpr *C,
                              const SourceManager &SM) {
  const CXXMethodDecl *M = C->getMethodDecl();
  if (!M || !M->isConst() || C->getNumArgs() != 0 ||
      !C->getType()->isIntegerType() || !M->getIdentifier() ||
      (M->getName() != "size" && M->getName() != "length") ||
      !SM.isInSystemHeader(SM.getExpansionLoc(M->getLocation())))
    return nullptr;
  const Expr *Object = C->getImplicitObjectArgument();
  const auto *R =
      Object ? dyn_cast<DeclRefExpr>(Object->IgnoreParenImpCasts()) : nullptr;
  return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
}

class Substitution {
public:
  Substitution(Stmt *Region, const FunctionDecl &F, ASTContext &Ctx)
      : Region(Region), F(F), Ctx(Ctx), SM(Ctx.getSourceManager()) {
    collect(Region, nullptr, false);
  }

  void run() {
    for (auto &[Call, Where] : Calls) {
      const VarDecl *C = sizedContainer(Call, SM);
      std::string Text = spelling(Call);
      // (A container of the region's own is no value at its start.)
      if (Other.count(C) || Text.empty() ||
          rangeContains(SM, Region->getSourceRange(), C->getLocation()))
        continue;
      for (Stmt *&Child : Where->children())
        if (Child == Call)
          Child = reference(Call, C, Text);
    }
  }

private:
  Stmt *Region;
  const FunctionDecl &F;
  ASTContext &Ctx;
  const SourceManager &SM;
  /// The size calls in loop conditions, with the node that holds each.
  std::vector<std::pair<CXXMemberCallExpr *, Stmt *>> Calls;
  /// The containers the region names other than in those calls.
  llvm::DenseSet<const VarDecl *> Other;

  void collect(Stmt *S, Stmt *Parent, bool InCondition) {
    if (!S)
      return;
    if (auto *C = dyn_cast<CXXMemberCallExpr>(S))
      if (const VarDecl *V = sizedContainer(C, SM)) {
        if (InCondition && Parent)
          Calls.push_back({C, Parent});
        else
          Other.insert(V);
        return;
      }
    if (auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
        Other.insert(V);
    auto *For = dyn_cast<ForStmt>(S);
    for (Stmt *Child : S->children())
      collect(Child, S, InCondition || (For && Child == For->getCond()));
  }

  /// The call as the user wrote it ('v.size()', 'ns::v.size()'): host code
  /// at the region's start names what the loop's condition names. Empty
  /// where it comes from a macro.
  std::string spelling(const CXXMemberCallExpr *Call) const {
    SourceLocation B = Call->getBeginLoc(), E = Call->getEndLoc();
    if (!B.isFileID() || !E.isFileID())
      return "";
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(B, E), SM,
                             Ctx.getLangOpts())
            .str();
    return Text.find_first_of("\\\n") == std::string::npos ? Text : "";
  }

  /// The variable that stands for C's size in F (Text), read as a value of
  /// the call's type.
  Expr *reference(CXXMemberCallExpr *Call, const VarDecl *C,
                  const std::string &Text) {
    VarDecl *&V = values().Of[{&F, Text}];
    QualType T = Call->getType();
    if (!V) {
      std::string Name = "__cuacc_m" + std::to_string(nextMemberVariable()) +
                         "_" + C->getName().str() + "_" +
                         Call->getMethodDecl()->getName().str();
      SourceLocation Loc = C->getLocation();
      V = VarDecl::Create(Ctx, const_cast<FunctionDecl *>(&F), Loc, Loc,
                          &Ctx.Idents.get(Name), T,
                          Ctx.getTrivialTypeSourceInfo(T, Loc), SC_None);
      V->setReferenced();
      V->setIsUsed();
      values().Text[V] = Text;
      addSpellings(Name, Text, "(" + Text + ")");
    }
    auto *Ref = DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(),
                                    SourceLocation(), V, false,
                                    Call->getBeginLoc(), T, VK_LValue);
    return ImplicitCastExpr::Create(Ctx, T, CK_LValueToRValue, Ref, nullptr,
                                    VK_PRValue, FPOptionsOverride());
  }
};

} // namespace

const std::string *cuacc::hostValue(const VarDecl *V) {
  auto &Text = values().Text;
  auto It = Text.find(V);
  return It == Text.end() ? nullptr : &It->second;
}

void cuacc::substituteHostValues(Stmt *Region, const FunctionDecl &F,
                                 ASTContext &Ctx) {
  if (Region && Ctx.getLangOpts().CPlusPlus)
    Substitution(Region, F, Ctx).run();
}
