/** Drawing and exporting a series: the HTML trend page, Apache Otava's CSV, Bencher's metric format. */
package io.igen.history.report;
