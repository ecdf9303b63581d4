/*
 * yaml-scan: the benchmark's baseline. Reads every definition file it is given (a directory contributes
 * every *.yaml and *.yml file below it, hidden entries skipped, as `actionable compile` reads them) and
 * pulls libyaml events to the end of each, building nothing. One thread, as a plain libyaml tool would.
 *
 * Prints "files F, bytes B, events E"; exits 1 if a file cannot be read or is not well-formed YAML.
 *
 * Build: cc -O2 -o yaml-scan Benchmarks/yaml-scan.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

/* What the scan has seen so far. */
struct totals {
    unsigned long files;
    unsigned long bytes;
    unsigned long events;
};

/* Reads the file at `path` whole and pulls its events; returns 0 on success. */
static int scan_file(const char *path, struct totals *totals) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); return 1; }
    size_t capacity = 1 << 16, length = 0, got;
    unsigned char *buffer = malloc(capacity);
    while (buffer && (got = fread(buffer + length, 1, capacity - length, file)) > 0) {
        length += got;
        if (length == capacity) buffer = realloc(buffer, capacity *= 2);
    }
    fclose(file);
    if (!buffer) { fprintf(stderr, "%s: out of memory\n", path); return 1; }

    yaml_parser_t parser;
    yaml_event_t event;
    int status = 0, done = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, length);
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", path, parser.problem ? parser.problem : "parse error");
            status = 1;
            break;
        }
        totals->events++;
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(buffer);
    totals->files++;
    totals->bytes += length;
    return status;
}

/* Whether `name` ends in .yaml or .yml. */
static int is_definition(const char *name) {
    size_t n = strlen(name);
    return (n > 5 && strcmp(name + n - 5, ".yaml") == 0) || (n > 4 && strcmp(name + n - 4, ".yml") == 0);
}

/* Scans `path`: a file, or a directory walked in name order; returns the number of failures. */
static int scan_path(const char *path, int named, struct totals *totals) {
    struct stat info;
    if (stat(path, &info) != 0) { perror(path); return 1; }
    if (!S_ISDIR(info.st_mode)) return named || is_definition(path) ? scan_file(path, totals) : 0;
    struct dirent **entries;
    int count = scandir(path, &entries, NULL, alphasort), failures = 0;
    if (count < 0) { perror(path); return 1; }
    for (int i = 0; i < count; i++) {
        if (entries[i]->d_name[0] != '.') {
            char child[4096];
            snprintf(child, sizeof child, "%s/%s", path, entries[i]->d_name);
            failures += scan_path(child, 0, totals);
        }
        free(entries[i]);
    }
    free(entries);
    return failures;
}

int main(int argc, char **argv) {
    struct totals totals = {0, 0, 0};
    int failures = 0;
    for (int i = 1; i < argc; i++) failures += scan_path(argv[i], 1, &totals);
    printf("files %lu, bytes %lu, events %lu\n", totals.files, totals.bytes, totals.events);
    return failures ? 1 : 0;
}
