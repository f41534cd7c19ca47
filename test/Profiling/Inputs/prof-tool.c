/* An OpenACC profiling tool (acc_prof.h): registers a callback for every
 * event and prints one line per event with the fields a tool reads, and
 * checks what the specification promises of each structure. Built as a
 * library for ACC_PROFLIB, or linked into the program (TOOL_IN_PROGRAM). */
#include <acc_prof.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *eventName(acc_event_t E) {
  static const char *Names[] = {
      "none", "device_init_start", "device_init_end", "device_shutdown_start",
      "device_shutdown_end", "runtime_shutdown", "create", "delete", "alloc",
      "free", "enter_data_start", "enter_data_end", "exit_data_start",
      "exit_data_end", "update_start", "update_end",
      "compute_construct_start", "compute_construct_end",
      "enqueue_launch_start", "enqueue_launch_end", "enqueue_upload_start",
      "enqueue_upload_end", "enqueue_download_start",
      "enqueue_download_end", "wait_start", "wait_end"};
  return E < acc_ev_last ? Names[E] : "?";
}

static const char *constructName(acc_construct_t C) {
  static const char *Names[] = {
      "parallel", "kernels", "loop", "data", "enter_data", "exit_data",
      "host_data", "atomic", "declare", "init", "shutdown", "set", "update",
      "routine", "wait", "runtime_api", "serial"};
  return C <= acc_construct_serial ? Names[C] : "?";
}

static void fail(const char *What, acc_event_t E) {
  printf("tool: bad %s in %s\n", What, eventName(E));
  exit(3);
}

/* A start event's tool_info comes back with its end event. */
static int Depth;

static void callback(acc_prof_info *P, acc_event_info *I, acc_api_info *A) {
  acc_event_t E = P->event_type;
  if (I->event_type != E)
    fail("event_info type", E);
  if (P->valid_bytes < (int)(offsetof(acc_prof_info, func_end_line_no) + 4))
    fail("prof_info valid_bytes", E);
  if (P->version < 201711)
    fail("version", E);
  if (A->valid_bytes < (int)(offsetof(acc_api_info, async_handle) + sizeof(void *)))
    fail("api_info valid_bytes", E);
  if (E == acc_ev_runtime_shutdown) {
    printf("tool: runtime_shutdown\n");
    return;
  }
  printf("tool: %s thread=%d device=%d file=%s func=%s line=%d", eventName(E),
         P->thread_id, P->device_number, P->src_file ? P->src_file : "-",
         P->func_name ? P->func_name : "-", P->line_no);
  if (P->device_type != acc_device_nvidia || P->thread_id < 1)
    fail("device or thread", E);
  switch (E) {
  case acc_ev_create: case acc_ev_delete: case acc_ev_alloc: case acc_ev_free:
  case acc_ev_enqueue_upload_start: case acc_ev_enqueue_upload_end:
  case acc_ev_enqueue_download_start: case acc_ev_enqueue_download_end: {
    acc_data_event_info *D = &I->data_event;
    if (D->valid_bytes < (int)(offsetof(acc_data_event_info, device_ptr) + sizeof(void *)) ||
        !D->host_ptr || !D->device_ptr || !D->var_name)
      fail("data_event_info", E);
    printf(" var=%s bytes=%zu parent=%s implicit=%d", D->var_name, D->bytes,
           constructName(D->parent_construct), D->implicit);
    break;
  }
  case acc_ev_enqueue_launch_start: case acc_ev_enqueue_launch_end: {
    acc_launch_event_info *L = &I->launch_event;
    if (!L->kernel_name || !L->num_gangs || !L->vector_length)
      fail("launch_event_info", E);
    printf(" kernel=%s gangs=%zu workers=%zu vector=%zu parent=%s",
           L->kernel_name, L->num_gangs, L->num_workers, L->vector_length,
           constructName(L->parent_construct));
    break;
  }
  default:
    printf(" parent=%s implicit=%d", constructName(I->other_event.parent_construct),
           I->other_event.implicit);
  }
  printf("\n");
  /* Each start leaves a marker its end must get back. */
  const char *N = eventName(E);
  size_t Len = strlen(N);
  if (Len > 6 && !strcmp(N + Len - 6, "_start"))
    I->other_event.tool_info = (void *)(long)++Depth;
  else if (Len > 4 && !strcmp(N + Len - 4, "_end")) {
    if (I->other_event.tool_info != (void *)(long)Depth)
      fail("tool_info", E);
    --Depth;
  }
}

void acc_register_library(acc_prof_reg Reg, acc_prof_reg Unreg,
                          acc_prof_lookup_func Lookup) {
  (void)Unreg;
  (void)Lookup;
  for (int E = acc_ev_device_init_start; E < acc_ev_last; ++E)
    Reg((acc_event_t)E, callback, acc_reg);
  printf("tool: registered\n");
}
