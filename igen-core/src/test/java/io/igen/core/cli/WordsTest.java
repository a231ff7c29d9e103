package io.igen.core.cli;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@code ab}'s {@code --a-jvm}, {@code --a-launcher} and the like split as a shell would split them. */
class WordsTest {

    @Test
    void wordsSplitLikeAShellForSimpleCases() {
        assertThat(Words.split(null)).isEmpty();
        assertThat(Words.split("  a  \"b c\" 'd\"e' ")).containsExactly("a", "b c", "d\"e");
        assertThat(Words.split("''")).containsExactly("");
        assertThatThrownBy(() -> Words.split("a 'b")).hasMessageContaining("unclosed '");
    }
}
