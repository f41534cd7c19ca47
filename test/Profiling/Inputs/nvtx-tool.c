/* A stub NVTX tool, loaded as Nsight Systems' is (NVTX_INJECTION64_PATH):
 * it takes the core functions of NVTX v3's callback table and prints each
 * domain, range and mark. */
#include <nvtx3/nvToolsExt.h>
#include <stdio.h>

static nvtxDomainHandle_t createDomain(const char *Name) {
  printf("nvtx: domain %s\n", Name);
  return (nvtxDomainHandle_t)1;
}

static int push(nvtxDomainHandle_t D, const nvtxEventAttributes_t *A) {
  printf("nvtx: push %s%s\n", D ? "" : "(no domain) ",
         A->messageType == NVTX_MESSAGE_TYPE_ASCII ? A->message.ascii : "?");
  return 0;
}

static int pop(nvtxDomainHandle_t D) {
  (void)D;
  printf("nvtx: pop\n");
  return 0;
}

static void mark(nvtxDomainHandle_t D, const nvtxEventAttributes_t *A) {
  (void)D;
  printf("nvtx: mark %s\n", A->message.ascii);
}

int InitializeInjectionNvtx2(NvtxGetExportTableFunc_t GetTable) {
  const NvtxExportTableCallbacks *Callbacks =
      (const NvtxExportTableCallbacks *)GetTable(NVTX_ETID_CALLBACKS);
  NvtxFunctionTable Table;
  unsigned Size;
  if (!Callbacks ||
      !Callbacks->GetModuleFunctionTable(NVTX_CB_MODULE_CORE2, &Table, &Size))
    return 0;
  *Table[NVTX_CBID_CORE2_DomainCreateA] = (NvtxFunctionPointer)createDomain;
  *Table[NVTX_CBID_CORE2_DomainRangePushEx] = (NvtxFunctionPointer)push;
  *Table[NVTX_CBID_CORE2_DomainRangePop] = (NvtxFunctionPointer)pop;
  *Table[NVTX_CBID_CORE2_DomainMarkEx] = (NvtxFunctionPointer)mark;
  return 1;
}
