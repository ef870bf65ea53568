// libedit's native API (histedit.h). Swift cannot call C variadic functions, so the few
// el_set / history calls the REPL needs are wrapped in small static inline functions here.
#ifndef GEOLAB_CEDITLINE_SHIM_H
#define GEOLAB_CEDITLINE_SHIM_H
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

typedef const char *_Nullable (*geolab_prompt_fn)(EditLine *_Nonnull);

static inline int geolab_el_set_prompt(EditLine *_Nonnull el, geolab_prompt_fn fn, char esc) {
  return el_set(el, EL_PROMPT_ESC, fn, esc);
}
static inline int geolab_el_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode) {
  return el_set(el, EL_EDITOR, mode);
}
static inline int geolab_el_set_signal(EditLine *_Nonnull el, int on) {
  return el_set(el, EL_SIGNAL, on);
}
static inline int geolab_el_set_history(EditLine *_Nonnull el, History *_Nonnull h) {
  return el_set(el, EL_HIST, history, h);
}
static inline int geolab_el_set_clientdata(EditLine *_Nonnull el, void *_Nullable data) {
  return el_set(el, EL_CLIENTDATA, data);
}
static inline void *_Nullable geolab_el_get_clientdata(EditLine *_Nonnull el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}
static inline int geolab_el_add_function(EditLine *_Nonnull el, const char *_Nonnull name,
    const char *_Nonnull help, unsigned char (*_Nonnull fn)(EditLine *_Nullable, int)) {
  return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int geolab_el_bind(EditLine *_Nonnull el, const char *_Nonnull key,
    const char *_Nonnull fn) {
  return el_set(el, EL_BIND, key, fn, NULL);
}
static inline int geolab_history_setsize(History *_Nonnull h, HistEvent *_Nonnull ev, int n) {
  return history(h, ev, H_SETSIZE, n);
}
static inline int geolab_history_setunique(History *_Nonnull h, HistEvent *_Nonnull ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}
static inline int geolab_history_enter(History *_Nonnull h, HistEvent *_Nonnull ev,
    const char *_Nonnull line) {
  return history(h, ev, H_ENTER, line);
}
static inline int geolab_history_load(History *_Nonnull h, HistEvent *_Nonnull ev,
    const char *_Nonnull path) {
  return history(h, ev, H_LOAD, path);
}
static inline int geolab_history_save(History *_Nonnull h, HistEvent *_Nonnull ev,
    const char *_Nonnull path) {
  return history(h, ev, H_SAVE, path);
}

// ---- Helpers that are not libedit's but need C (a union, a variadic ioctl, a static string).

/// An empty prompt with static storage, for a prompt callback that has nothing else to return.
static inline const char *_Nonnull geolab_empty_string(void) { return ""; }

/// Installs `handler` for `signo` without SA_RESTART, so a blocking read() returns EINTR and
/// el_gets gives up the line (Swift's `signal()` would restart the read).
static inline int geolab_install_handler(int signo, void (*_Nonnull handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(signo, &action, NULL);
}

/// Columns of the terminal on `fd`, or 0 when unknown.
static inline int geolab_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// Whether the current LC_CTYPE encodes text as UTF-8.
static inline int geolab_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
#endif
