// A C function that adds to the NSMutableArray it is given.
#import <UserNotifications/UserNotifications.h>

static void ObjCMutableArrayHelperAdd(NSMutableArray *actions) {
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"OMH_B" title:@"B" options:UNNotificationActionOptionNone]];
}

void ObjCMutableArrayHelperRegister(void) {
    NSMutableArray *actions = [NSMutableArray array];
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"OMH_A" title:@"A" options:UNNotificationActionOptionNone]];
    ObjCMutableArrayHelperAdd(actions); // may report
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OMH" actions:actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
