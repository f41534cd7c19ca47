//===- CTypes.cpp - C types and expressions of a region as text -----------===//

#include "Transform/CTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuacc;
using namespace clang;

std::string cuacc::exprText(const Expr *E, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
  return S;
}

std::string cuacc::plainTypeName(QualType T, const ASTContext &Ctx) {
  // The language's spelling: C's _Bool is C++'s bool (the host code is in
  // the user's language; the kernels' text is renamed for CUDA C++).
  return T.getCanonicalType().getUnqualifiedType().getAsString(
      Ctx.getPrintingPolicy());
}

std::vector<std::string> cuacc::innerExtents(const VarDecl *V,
                                             ASTContext &Ctx) {
  QualType T = V->getType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  else if (const ArrayType *A = Ctx.getAsArrayType(T))
    T = A->getElementType();
  std::vector<std::string> Out;
  while (const ArrayType *A = Ctx.getAsArrayType(T)) {
    if (const auto *C = dyn_cast<ConstantArrayType>(A))
      Out.push_back(std::to_string(C->getSize().getZExtValue()));
    else if (const auto *VA = dyn_cast<VariableArrayType>(A))
      Out.push_back("(" + exprText(VA->getSizeExpr(), Ctx) + ")");
    else
      Out.push_back("?");
    T = A->getElementType();
  }
  return Out;
}

std::vector<const VarDecl *> cuacc::extentVariables(const VarDecl *V,
                                                    ASTContext &Ctx) {
  std::vector<const VarDecl *> Out;
  QualType T = V->getType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>()) {
      T = P->getPointeeType();
      continue;
    }
    const ArrayType *A = Ctx.getAsArrayType(T);
    if (!A)
      break;
    if (const auto *VA = dyn_cast<VariableArrayType>(A)) {
      struct Refs : RecursiveASTVisitor<Refs> {
        std::vector<const VarDecl *> *Out;
        bool VisitDeclRefExpr(DeclRefExpr *D) {
          if (const auto *X = dyn_cast<VarDecl>(D->getDecl()))
            if (std::find(Out->begin(), Out->end(), X) == Out->end())
              Out->push_back(X);
          return true;
        }
      } R;
      R.Out = &Out;
      R.TraverseStmt(VA->getSizeExpr());
    }
    T = A->getElementType();
  }
  return Out;
}

std::string cuacc::elementType(const VarDecl *V, ASTContext &Ctx) {
  QualType T = V->getType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
    else if (const ArrayType *A = Ctx.getAsArrayType(T))
      T = A->getElementType();
    else
      break;
  }
  return plainTypeName(T, Ctx);
}

