self.__BUILD_MANIFEST={};
