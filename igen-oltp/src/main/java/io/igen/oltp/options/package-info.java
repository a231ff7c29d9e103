/**
 * iGenOLTP's options shared by a run and the capacity study ({@link io.igen.oltp.options.OltpOptions}: where the
 * shards are, their data, how the load is offered), turned into {@link io.igen.oltp.run.OltpSettings}; their
 * converters, and the help's footer of URL templates read from the dialects.
 */
package io.igen.oltp.options;
